"""Documentation coverage: every public symbol declared in the package's sources must have a
documentation comment. Synthesized members (hashValue, literal initialisers the compiler adds)
have no source location and are not counted.

Usage: python3 .ci/doc-coverage.py SYMBOL_GRAPH_DIR SOURCES_DIR
"""

import glob
import json
import os
import sys


def main() -> int:
    graphs, sources = sys.argv[1], os.path.abspath(sys.argv[2])
    total = documented = 0
    missing = []
    for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
        module = os.path.basename(path).split(".")[0].split("@")[0]
        for symbol in json.load(open(path, encoding="utf-8"))["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            uri = symbol.get("location", {}).get("uri", "")
            if not uri.startswith("file://" + sources + "/"):
                continue
            total += 1
            if symbol.get("docComment"):
                documented += 1
            else:
                where = uri[len("file://" + sources + "/"):]
                line = symbol["location"]["position"]["line"] + 1
                missing.append(f"{where}:{line}: {module}.{'.'.join(symbol['pathComponents'])}")
    missing = sorted(set(missing))
    percent = 100.0 * documented / total if total else 100.0
    print(f"documentation coverage: {documented}/{total} public symbols ({percent:.1f}%)")
    for line in missing:
        print(f"  undocumented: {line}")
    return 0 if not missing else 1


if __name__ == "__main__":
    sys.exit(main())
