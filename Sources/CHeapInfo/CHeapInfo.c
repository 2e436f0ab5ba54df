// The header's inline function is the whole module; this file gives SwiftPM a source to build.
#include "CHeapInfo.h"
