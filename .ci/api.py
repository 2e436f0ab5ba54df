#!/usr/bin/env python3
"""The API-stability check, run by .ci/api.

usage: api.py BASELINE_COMMIT

Compares the public API of every library product's Swift module with the baseline commit named in
.ci/api-baseline, using the toolchain's swift-api-digester (what `swift package
diagnose-api-breaking-changes` runs; that command trips over this package's C modules, which it
finds twice, so the two builds are dumped here one at a time). Every breaking change must be listed
in CHANGELOG.md's Unreleased section under a "Breaking" heading, in a bullet that names the
declaration in backticks and gives its replacement after "→". Prints each breaking change and
whether it is declared; exits 1 when one is not.
"""

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import migration  # noqa: E402  (.ci/migration.py: the CHANGELOG's sections and bullets)

CHANGELOG = "CHANGELOG.md"
DIGESTER = shutil.which("swift-api-digester") or "/opt/swift/usr/bin/swift-api-digester"


def run(args, cwd=None):
    """Runs a command and gives back what it printed (the digester prints its findings to
    standard error); stops the check with that output when the command fails."""
    result = subprocess.run(args, cwd=cwd, text=True, capture_output=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"api: `{' '.join(args)}` failed (exit {result.returncode})")
    return result.stdout + result.stderr


def library_modules(package_dir):
    """The Swift modules of the package's library products (C targets have nothing to compare)."""
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=package_dir, text=True, capture_output=True, check=True)
    package = json.loads(dump.stdout)
    targets = {target["name"]: target for target in package["targets"]}
    modules = []
    for product in package["products"]:
        if "library" not in product["type"]:
            continue
        for name in product["targets"]:
            path = targets[name].get("path") or os.path.join("Sources", name)
            swift_files = glob.glob(os.path.join(package_dir, path, "**", "*.swift"), recursive=True)
            if swift_files and name not in modules:
                modules.append(name)
    return modules


def build_and_dump(package_dir, modules, out_dir):
    """Builds each module in `package_dir` and dumps its public API to out_dir/<module>.json."""
    for module in modules:
        run(["swift", "build", "--target", module], cwd=package_dir)
    build = os.path.join(package_dir, ".build", "debug")
    module_maps = [
        path
        for path in glob.glob(os.path.join(build, "*.build", "module.modulemap"))
        if not os.path.dirname(path).endswith("-tool.build")
    ]
    flags = ["-I", os.path.join(build, "Modules")]
    for path in module_maps:
        flags += ["-Xcc", f"-fmodule-map-file={path}"]
    os.makedirs(out_dir, exist_ok=True)
    for module in modules:
        out = os.path.join(out_dir, f"{module}.json")
        run([DIGESTER, "-dump-sdk", "-module", module, "-o", out, "-abort-on-module-fail"] + flags)


def breaking_changes(baseline_json, current_json):
    """The digester's findings: every line that is not a section heading or blank."""
    output = run([DIGESTER, "-diagnose-sdk", "-input-paths", baseline_json, "-input-paths", current_json])
    return [line.strip() for line in output.splitlines() if line.strip() and not line.startswith("/*")]


def declared_breaking_bullets(changelog_text):
    """The bullets under the Unreleased section's "Breaking" heading, read as .ci/migration reads
    them (one parser of the CHANGELOG for both checks)."""
    section = migration.unreleased(changelog_text)
    if section is None:
        return []
    return [text for heading, text in migration.bullets(section) if heading == "breaking"]


def names_in(finding):
    """What a finding is about: `Func TabBarPresenter.setBadgeValue(_:for:) has been removed` gives
    the qualified name and its last component without arguments (`setBadgeValue`)."""
    match = re.match(r"^\w+ ([^\s]+)", finding)
    if not match:
        return []
    qualified = match.group(1)
    base = re.sub(r"\(.*$", "", qualified).split(".")[-1]
    return [qualified, base]


def is_declared(finding, bullets):
    names = names_in(finding)
    for bullet in bullets:
        if "→" not in bullet:
            continue
        spans = re.findall(r"`([^`]+)`", bullet)
        for name in names:
            if any(re.search(r"(^|[^\w])" + re.escape(name) + r"($|[^\w])", span) for span in spans):
                return True
    return False


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    baseline = sys.argv[1]
    found = subprocess.run(["git", "cat-file", "-e", f"{baseline}^{{commit}}"], capture_output=True)
    if found.returncode != 0:
        sys.exit(
            f"api: the baseline {baseline} (.ci/api-baseline) is not in this clone's history; "
            "fetch it (`git fetch --unshallow`) or name a commit that is")
    work = tempfile.mkdtemp(prefix="tabbar-api-")
    checkout = os.path.join(work, "baseline")
    try:
        run(["git", "worktree", "add", "--detach", checkout, baseline])
        baseline_modules = library_modules(checkout)
        current_modules = library_modules(".")
        print(f"api: baseline {baseline[:12]}: {', '.join(baseline_modules)}")
        build_and_dump(checkout, baseline_modules, os.path.join(work, "old"))
        kept = [module for module in baseline_modules if module in current_modules]
        build_and_dump(".", kept, os.path.join(work, "new"))

        findings = [
            (module, f"Module {module} has been removed")
            for module in baseline_modules
            if module not in current_modules
        ]
        for module in kept:
            old, new = (os.path.join(work, side, f"{module}.json") for side in ("old", "new"))
            findings += [(module, finding) for finding in breaking_changes(old, new)]
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", checkout], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)

    with open(CHANGELOG, encoding="utf-8") as file:
        bullets = declared_breaking_bullets(file.read())
    undeclared = [(module, finding) for module, finding in findings if not is_declared(finding, bullets)]
    for module, finding in findings:
        mark = "undeclared" if (module, finding) in undeclared else "declared"
        print(f"api: {module}: {finding} ({mark})")
    if undeclared:
        print(
            f"api: {len(undeclared)} breaking change(s) since {baseline[:12]} are not in the CHANGELOG. "
            "Keep the old spelling (deprecated, forwarding to the new one) where Swift allows it; "
            f"otherwise list each under '### Breaking' in {CHANGELOG}'s Unreleased section, naming "
            "the declaration in backticks and its replacement after '→'."
        )
        sys.exit(1)
    print(f"api: no undeclared breaking change since {baseline[:12]} ({len(findings)} declared)")


if __name__ == "__main__":
    main()
