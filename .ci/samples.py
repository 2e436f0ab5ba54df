#!/usr/bin/env python3
"""Writes every ```swift block of README.md and of the DocC catalogs (Sources/**/*.docc/**/*.md)
into a scratch package that depends on this one by path, as a user's package would.

    samples.py REPO WORK     writes WORK/Samples (a package) and WORK/manifests/*, prints a plan

Each Markdown file becomes one target: a test target when one of its blocks holds a test
(`@Test` or an `XCTestCase`), a library target otherwise. Each block is one file of that target,
depending on the package's library products it (or its context) imports.

A block is compiled as it stands, so it must be a complete file: imports, `@MainActor`, every
helper it uses. An HTML comment on the line right before the fence changes that:

    <!-- apple-only -->                 skipped (UIKit, SwiftUI…), and named in the summary
    <!-- fragment -->                   compiled inside the wrapper below
    <!-- fragment: a description -->    the same (the words after the colon are a description)
    <!-- fragment                       the same, with context: the lines up to `-->` are Swift
    let scheduler = TestScheduler()     placed before the block inside the wrapper (`import`
    -->                                 lines among them go at the top of the file); lines above
                                        a line `---` go at file scope instead (declarations)
    <!-- manifest-fragment -->          a Package.swift target expression, checked inside
                                        `Package(name: "Sample", targets: [<block>])`
    <!-- generated: … -->               compiled as it stands (a complete file that .ci/outputs
                                        also compares with what a tool writes)
    <!-- install: url -->               a whole Package.swift from README.md's installation
    <!-- install: path -->              section; the path form is also built as WORK/MyApp, a
                                        user's package beside the clone (WORK/TabBarKit), with
                                        a source file and a test that use the products it names

The wrapper of a fragment is

    import TabBarKit            // TabBarRendering, the catalog's own module, the context's imports
    <file-scope context>
    @MainActor func sample() async throws {
        <context>
        <block>
    }

A block that imports a module of this package that is not a product (a target only, such as
TabBarScript) cannot be built by a user's package: it is type-checked with `swiftc -typecheck`
against this package's own build of that module instead.

A block that starts with `// swift-tools-version` is a whole Package.swift, checked with
`swift package dump-package`. A block with statements at the top level and no marker is an
error: mark it `fragment` or make it complete.

Tutorials (`*.tutorial` in a DocC catalog) are compiled step by step. Each `@Code(name:file:)`
names a whole file of the reader's package (`name`) and the resource holding it at that step
(`file`); the package grows across the tutorials in the order of the `@Tutorials` page. Every
step that changes a Swift file becomes a library target of the files at that step (and a test
target of its `…Tests.swift` files, run as tests), its module renamed so that the steps can sit
in one package. `Package.swift` steps are checked with `swift package dump-package`. After the
last step the files must equal Examples/TabBarTutorial (Package.swift, Sources/AppTabBar,
Tests/AppTabBarTests): the tutorial's package is an example that `swift test` builds and runs.
"""
import json
import os
import re
import sys

DECLARATION = re.compile(
    r"^(import|@|//|/\*|\*|\}|\)|\]|#if|#else|#elseif|#endif|struct|class|enum|protocol|extension|"
    r"func|actor|typealias|final|public|private|internal|fileprivate|package|open|nonisolated|indirect)\b|^[}\])@/*#]")


def products(repo):
    text = open(os.path.join(repo, "Package.swift")).read()
    return set(re.findall(r'\.library\(\s*name:\s*"([^"]+)"', text))


def markdown_files(repo):
    found = ["README.md"]
    for top, _, names in os.walk(os.path.join(repo, "Sources")):
        if ".docc" not in top:
            continue
        for name in names:
            if name.endswith(".md"):
                found.append(os.path.relpath(os.path.join(top, name), repo))
    return sorted(found, key=lambda path: (path != "README.md", path))


def blocks(repo, path):
    """(line, marker, context, code) for each ```swift block."""
    lines = open(os.path.join(repo, path), encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            start = index
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            marker, context = None, []
            if start > 0 and lines[start - 1].strip().endswith("-->"):
                first = start - 1
                while first >= 0 and "<!--" not in lines[first]:
                    first -= 1
                comment = lines[first:start]
                comment[0] = comment[0].split("<!--", 1)[1]
                comment[-1] = comment[-1].rsplit("-->", 1)[0]
                words = comment[0].split(None, 1)
                marker = words[0] if words else None
                rest = [words[1]] if len(words) > 1 and words[1].strip() else []
                if marker and marker.endswith(":"):  # `fragment: what it stands for` — a description
                    marker, rest = marker[:-1], []
                context = rest + comment[1:]
                context = [line for line in context if line.strip()]
            yield start + 1, marker, context, lines[start + 1:end]
            index = end
        index += 1


def top_level_statement(code):
    for line in code:
        if not line.strip() or line[0] in " \t":
            continue
        if not DECLARATION.match(line):
            return line
        if re.match(r"^(let|var)\b", line):
            return line
    return None


def camel(path):
    stem = os.path.splitext(os.path.basename(path))[0]
    module = path.split("/")[1] if path.startswith("Sources/") else ""
    name = re.sub(r"[^A-Za-z0-9]", "", stem)
    if module and module != stem:
        name = module + name
    return "Sample" + name[0].upper() + name[1:]


def imports_of(lines):
    return [m.group(1) for m in (re.match(r"^\s*import\s+([A-Za-z0-9_]+)", l) for l in lines) if m]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if os.path.exists(path) and open(path, encoding="utf-8").read() == text:
        return
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def write_install_package(folder, where, manifest):
    """The package a user writes from README.md's path form: its manifest as printed, a library
    that uses TabBarKit and a test that uses TabBarTesting, as the manifest's targets name them."""
    write(os.path.join(folder, "Package.swift"), manifest)
    write(os.path.join(folder, "Sources", "MyApp", "MyApp.swift"),
          f"// Built by .ci/samples from {where}.\nimport TabBarKit\n\n"
          "public let tabs = [Tab(id: \"home\", title: \"Home\", icon: \"house\"), "
          "Tab(id: \"search\", title: \"Search\", icon: \"magnifyingglass\")]\n")
    write(os.path.join(folder, "Tests", "MyAppTests", "MyAppTests.swift"),
          f"// Built by .ci/samples from {where}.\nimport MyApp\nimport TabBarKit\nimport TabBarTesting\n"
          "import Testing\n\n@MainActor\n@Suite(.tabBarChecks)\nstruct MyAppTests {\n"
          "    @Test func aTapSelects() throws {\n"
          "        let view = TabBarViewSpy()\n        let scheduler = TestScheduler()\n"
          "        let presenter = try TabBarPresenter(\n"
          "            configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)\n"
          "        presenter.viewDidLoad()\n        presenter.didTap(.tab(\"search\"))\n        scheduler.settle()\n"
          "        view.skipReceived()\n        #expect(presenter.model.selection == .tab(\"search\"))\n    }\n}\n")


TUTORIAL_EXAMPLE = "Examples/TabBarTutorial"
TUTORIAL_MODULE = "AppTabBar"


def tutorial_files(repo):
    """The tutorial pages in reading order: the `@Tutorials` page's references, per catalog."""
    pages = []
    for top, _, names in sorted(os.walk(os.path.join(repo, "Sources"))):
        if ".docc" not in top:
            continue
        for name in sorted(names):
            path = os.path.join(top, name)
            if name.endswith(".tutorial") and "@Tutorials(" in open(path, encoding="utf-8").read():
                toc = open(path, encoding="utf-8").read()
                for ref in re.findall(r'@TutorialReference\(tutorial:\s*"doc:([^"]+)"\)', toc):
                    pages.append(os.path.join(top, ref + ".tutorial"))
    return pages


def tutorial_path(name):
    """Where a file the tutorial names lives in the reader's package."""
    if name == "Package.swift":
        return name
    if name.endswith("Tests.swift"):
        return f"Tests/{TUTORIAL_MODULE}Tests/{name}"
    return f"Sources/{TUTORIAL_MODULE}/{name}"


def tutorial_steps(repo, errors):
    """(where, files) after each step: `files` maps a package path to its text."""
    files, steps = {}, []
    for page in tutorial_files(repo):
        if not os.path.exists(page):
            errors.append(f"{os.path.relpath(page, repo)}: named by the @Tutorials page, but missing")
            continue
        text = open(page, encoding="utf-8").read()
        for match in re.finditer(r'@Code\(name:\s*"([^"]+)",\s*file:\s*"([^"]+)"', text):
            name, resource = match.groups()
            where = f"{os.path.relpath(page, repo)}:{text[:match.start()].count(chr(10)) + 1}"
            found = [os.path.join(top, resource) for top, _, names in os.walk(os.path.dirname(page))
                     if resource in names]
            if not found:
                errors.append(f"{where}: the code file '{resource}' is not in the catalog")
                continue
            files = dict(files)
            files[tutorial_path(name)] = open(found[0], encoding="utf-8").read()
            steps.append((where, name, files))
    return steps


def example_files(repo):
    root = os.path.join(repo, TUTORIAL_EXAMPLE)
    found = {}
    for top, _, names in os.walk(root):
        for name in names:
            path = os.path.join(top, name)
            found[os.path.relpath(path, root)] = open(path, encoding="utf-8").read()
    return found


def main():
    repo, work = sys.argv[1], sys.argv[2]
    known = products(repo)
    package = os.path.join(work, "Samples")
    errors, skipped, targets, manifests = [], [], [], []
    install_path = None
    internals, internal_modules = {}, set()
    compiled = tests = 0
    for path in markdown_files(repo):
        target = camel(path)
        own_module = path.split("/")[1] if path.startswith("Sources/") else None
        files, deps, is_test = {}, set(), False
        for number, (line, marker, context, code) in enumerate(blocks(repo, path), start=1):
            name = f"{target}-{number}"
            where = f"{path}:{line}"
            if marker == "apple-only":
                skipped.append(f"{name} ({where})")
                continue
            if marker == "generated":
                marker = None
            if marker not in (None, "fragment", "manifest-fragment", "install"):
                errors.append(f"{where}: unknown marker '<!-- {marker} -->'; use apple-only, fragment, "
                              "manifest-fragment, install or generated")
                continue
            if marker == "install" and any(".package(path:" in l for l in code):
                install_path = (where, "\n".join(code) + "\n")
            compiled += 1
            if marker == "manifest-fragment":
                body = "\n".join("        " + l for l in code)
                manifests.append((name, where, "// swift-tools-version:6.2\nimport PackageDescription\n\n"
                                  f"let package = Package(\n    name: \"Sample\",\n    targets: [\n{body}\n    ]\n)\n"))
                continue
            if code and code[0].startswith("// swift-tools-version"):
                manifests.append((name, where, "\n".join(code) + "\n"))
                continue
            header = f"// {where} ({'fragment' if marker else 'complete'})\n"
            if marker == "fragment":
                imported = ["TabBarKit", "TabBarRendering"] + ([own_module] if own_module else [])
                imported += imports_of(context) + imports_of(code)
                scope, local = ([], context) if "---" not in context else (
                    context[:context.index("---")], context[context.index("---") + 1:])
                scope = [l for l in scope if not re.match(r"^\s*import\s", l)]
                inner = [l for l in local + code if not re.match(r"^\s*import\s", l)]
                unique = list(dict.fromkeys(imported))
                text = header + "".join(f"import {m}\n" for m in unique) + "\n" + "".join(l + "\n" for l in scope)
                text += "\n@MainActor\nfunc sample() async throws {\n"
                text += "".join(("    " + l if l.strip() else "") + "\n" for l in inner) + "}\n"
                # The wrapper is a local scope: name it after the block so files do not clash.
                text = text.replace("func sample()", f"func sample{number}()")
                uses = unique
            else:
                statement = top_level_statement(code)
                if statement is not None:
                    errors.append(
                        f"{where}: a statement at the top level ('{statement.strip()[:60]}'): make the block a "
                        "complete file, or mark it <!-- fragment --> (see .ci/samples.py)")
                    continue
                text = header + "\n".join(code) + "\n"
                uses = imports_of(code)
            if any(re.search(r"@Test\b|:\s*XCTestCase\b", l) for l in code):
                is_test = True
                tests += 1
            internal = [m for m in uses if m.startswith("TabBar") and m not in known]
            if internal:
                # A module users cannot depend on (a target, not a product): type-checked against
                # this package's own build instead, as the module's own documentation.
                internals.setdefault(target, {})[f"{target}{number}.swift"] = text
                internal_modules.update(internal)
                continue
            deps |= {m for m in uses if m in known}
            files[f"{target}{number}.swift"] = text
        if files:
            targets.append((target, is_test, sorted(deps), files))

    # The tutorials, step by step.
    steps = tutorial_steps(repo, errors)
    tutorial_targets = 0
    for number, (where, name, files) in enumerate(steps, start=1):
        if name == "Package.swift":
            manifests.append((f"Tutorial{number}", where, files["Package.swift"]))
            compiled += 1
            continue
        module = f"TutorialStep{number}"
        sources = {os.path.basename(p): t for p, t in files.items() if p.startswith("Sources/")}
        test_files = {os.path.basename(p): t for p, t in files.items() if p.startswith("Tests/")}
        rename = lambda t: re.sub(rf"\bimport {TUTORIAL_MODULE}\b", f"import {module}", t)
        header = f"// {where} ({name} at this step)\n"
        targets.append((module, False, ["TabBarKit", "TabBarRendering"],
                        {n: header + t for n, t in sources.items()}))
        if test_files:
            targets.append((module + "Tests", True, ["TabBarKit", "TabBarRendering", "TabBarTesting"],
                            {n: header + rename(t) for n, t in test_files.items()}, [module]))
            tests += sum(len(re.findall(r"@Test\b|func test", t)) for t in test_files.values())
        compiled += 1
        tutorial_targets += 1
    if steps:
        final, example = steps[-1][2], example_files(repo)
        for path in sorted(set(final) | set(example)):
            if final.get(path) != example.get(path):
                errors.append(
                    f"{TUTORIAL_EXAMPLE}/{path}: differs from the tutorial's last step "
                    f"({'missing there' if path not in example else 'not in the tutorial' if path not in final else 'other text'}); "
                    "the example is the tutorial's package: copy the last step's file")
    # The scratch package: one target per Markdown file (and per tutorial step).
    lines = []
    for target, is_test, deps, files, *local in targets:
        kind = "testTarget" if is_test else "target"
        directory = ("Tests/" if is_test else "Sources/") + target
        products_list = ", ".join([f'"{d}"' for d in (local[0] if local else [])]
                                  + [f'.product(name: "{d}", package: "TabBarKit")' for d in deps])
        lines.append(f'        .{kind}(name: "{target}", dependencies: [{products_list}], path: "{directory}"),')
        wanted = set(files)
        full = os.path.join(package, directory)
        if os.path.isdir(full):
            for stale in set(os.listdir(full)) - wanted:
                os.remove(os.path.join(full, stale))
        for name, text in files.items():
            write(os.path.join(full, name), text)
    write(os.path.join(package, "Package.swift"),
          "// swift-tools-version:6.2\n// Generated by .ci/samples from README.md and the DocC catalogs.\n"
          "import PackageDescription\n\nlet package = Package(\n    name: \"Samples\",\n"
          "    platforms: [.macOS(.v13)],\n    dependencies: [.package(path: \"../TabBarKit\")],\n"
          "    targets: [\n" + "\n".join(lines) + "\n    ],\n    swiftLanguageModes: [.v6]\n)\n")
    import shutil
    shutil.rmtree(os.path.join(work, "internal"), ignore_errors=True)
    for target, files in internals.items():
        for name, text in files.items():
            write(os.path.join(work, "internal", target, name), text)
    for name, where, text in manifests:
        write(os.path.join(work, "manifests", name, "Package.swift"), text)
    if install_path is None:
        errors.append("README.md: no <!-- install: path --> Package.swift block (the installation by path)")
    else:
        write_install_package(os.path.join(work, "MyApp"), *install_path)
    plan = {
        "installPath": install_path[0] if install_path else "",
        "errors": errors, "skipped": skipped, "compiled": compiled, "tests": tests,
        "manifests": [[name, where] for name, where, _ in manifests],
        "hasTests": any(t[1] for t in targets),
        "internalModules": sorted(internal_modules),
        "internalBlocks": sum(len(f) for f in internals.values()),
        "tutorialSteps": tutorial_targets,
    }
    print(json.dumps(plan))


main()
