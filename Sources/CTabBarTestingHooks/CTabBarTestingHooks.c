// XCTest tells an observer when each test starts, but only an observer registered before that
// test. A test process runs no code of TabBarTesting's before its first test, so this
// constructor (run when the binary is loaded, before `main`) calls the Swift function that
// registers TabBarTesting's observer: every test, the first one too, then gets its end-of-test
// check. The function is defined in TabBarTesting (`@_cdecl`), which every binary linking this
// target links as well.
#include "CTabBarTestingHooks.h"

extern void tabbar_testing_install_xctest_observer(void);

static int loaded = 0;

__attribute__((constructor)) static void tabbar_testing_hooks_init(void) {
    loaded = 1;
    tabbar_testing_install_xctest_observer();
}

int tabbar_testing_hooks_loaded(void) { return loaded; }
