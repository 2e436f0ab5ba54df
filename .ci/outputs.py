#!/usr/bin/env python3
"""Checks that every output shown in README.md and the DocC articles is what the code prints,
run by .ci/outputs.

usage: outputs.py TABBAR [--plug-ins DIR:DIR… | --generator TABMANIFESTGENERATOR]

A block whose output is checked has an HTML comment on the line right before its fence that
names the command, as a reader would type it:

    <!-- output: tabbar --renderer log --script "tap archives; wait 0.4" -->
        the block is the command's whole standard output
    <!-- output-start: tabbar -->
        the block is the beginning of the output (a picture cut after a few frames)
    <!-- generated: TabManifestGenerator -->
        the block is what TabManifestPlugin generates for the nearest ```json block above it
        (the generator is the third argument, `--generator PATH`)

The command is split as a POSIX shell would (no pipes, no variables) and `tabbar` is replaced by
the built executable TABBAR. A renderer plug-in is named by its file alone
(`--renderer-plugin libTickerPlugin.so`); such blocks are checked only with `--plug-ins`, whose
folders hold the built libraries (`.ci/plugins` builds them and passes them), and skipped
otherwise. Within a line of the block, `…` stands for any text (the shortened
`display` lines, the header's version), so an example stays short and still has every line the
command prints, in order. Prints one line per checked block; exits 1 with the first difference
of each block that does not match.
"""

import os
import re
import shlex
import subprocess
import sys
import tempfile

MARKER = re.compile(r"^<!--\s*(output|output-start|generated):\s*(.+?)\s*-->$")


def markdown_files():
    found = ["README.md"]
    for top, _, names in os.walk("Sources"):
        if ".docc" in top:
            found += [os.path.join(top, name) for name in sorted(names) if name.endswith(".md")]
    for example in sorted(os.listdir("Examples")):
        readme = os.path.join("Examples", example, "README.md")
        if os.path.exists(readme):
            found.append(readme)
    return found


def json_above(lines, index):
    """The text of the nearest ```json block above line `index`."""
    start = index
    while start >= 0 and lines[start].strip() != "```json":
        start -= 1
    if start < 0:
        return None
    end = start + 1
    while end < index and lines[end].strip() != "```":
        end += 1
    return "\n".join(lines[start + 1:end]) + "\n"


def blocks(path):
    """(line number, kind, command, block lines) for each marked block; for `generated`, the
    command is the manifest text."""
    lines = open(path, encoding="utf-8").read().split("\n")
    for index, line in enumerate(lines):
        match = MARKER.match(line.strip())
        if not match:
            continue
        fence = index + 1
        if fence >= len(lines) or not lines[fence].startswith("```"):
            yield index + 1, "error", "an output marker must be right before a ``` fence", []
            continue
        end = fence + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        if match.group(1) == "generated":
            manifest = json_above(lines, index)
            if manifest is None:
                yield index + 1, "error", "a generated block needs a ```json manifest above it", []
                continue
            yield fence + 1, "generated", manifest, lines[fence + 1:end]
            continue
        yield fence + 1, match.group(1), match.group(2), lines[fence + 1:end]


def pattern(line):
    return re.compile("^" + ".*?".join(re.escape(part) for part in line.split("…")) + "$")


def compare(expected, actual, whole):
    """The first difference, as text, or None."""
    for number, line in enumerate(expected):
        if number >= len(actual):
            return f"line {number + 1}: the output ends here; the article shows\n    {line}"
        if not pattern(line.rstrip()).match(actual[number].rstrip()):
            return f"line {number + 1}: the article shows\n    {line}\n  the command prints\n    {actual[number]}"
    if whole and len(actual) > len(expected):
        return (f"line {len(expected) + 1}: the article ends here; the command prints {len(actual) - len(expected)} "
                f"more lines, the first\n    {actual[len(expected)]}")
    return None


def main():
    tabbar = sys.argv[1]
    plugins = sys.argv[3].split(":") if len(sys.argv) > 3 and sys.argv[2] == "--plug-ins" else None
    generator = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--generator" else None
    checked, failures, skipped = 0, 0, 0
    for path in markdown_files():
        for line, kind, command, block in blocks(path):
            where = f"{path}:{line}"
            if kind == "error":
                print(f"error: {where}: {command}", file=sys.stderr)
                failures += 1
                continue
            if kind == "generated":
                if plugins is not None:
                    skipped += 1
                    continue
                if generator is None:
                    print(f"error: {where}: a generated block needs --generator", file=sys.stderr)
                    failures += 1
                    continue
                with tempfile.TemporaryDirectory() as folder:
                    manifest = os.path.join(folder, "tabs.json")
                    with open(manifest, "w", encoding="utf-8") as file:
                        file.write(command)
                    output = os.path.join(folder, "generated.swift")
                    result = subprocess.run([generator, manifest, output], capture_output=True, text=True)
                    if result.returncode != 0:
                        print(f"error: {where}: the manifest above does not generate: {result.stderr.strip()}",
                              file=sys.stderr)
                        failures += 1
                        continue
                    generated = open(output, encoding="utf-8").read().rstrip("\n").split("\n")
                difference = compare(block, generated, whole=True)
                checked += 1
                if difference:
                    print(f"error: {where}: TabManifestPlugin generates something else, {difference}", file=sys.stderr)
                    failures += 1
                else:
                    print(f"outputs: {where} what TabManifestPlugin generates ({len(block)} lines)")
                continue
            arguments = shlex.split(command)
            if not arguments or arguments[0] != "tabbar":
                print(f"error: {where}: the command must start with `tabbar`: {command}", file=sys.stderr)
                failures += 1
                continue
            libraries = [a for a in arguments if re.match(r"^lib\w+\.(so|dylib)$", a)]
            if bool(libraries) != (plugins is not None):
                skipped += 1
                continue
            missing = False
            for library in libraries:
                found = [os.path.join(d, library) for d in plugins if os.path.exists(os.path.join(d, library))]
                if not found:
                    print(f"error: {where}: no {library} in {', '.join(plugins)}", file=sys.stderr)
                    failures += 1
                    missing = True
                    break
                arguments[arguments.index(library)] = found[0]
            if missing:
                continue
            result = subprocess.run([tabbar, *arguments[1:]], capture_output=True, text=True,
                                    stdin=subprocess.DEVNULL, timeout=60, env={**os.environ, "NO_COLOR": "1"})
            if result.returncode != 0:
                print(f"error: {where}: `{command}` exited {result.returncode}: {result.stderr.strip()}",
                      file=sys.stderr)
                failures += 1
                continue
            difference = compare(block, result.stdout.rstrip("\n").split("\n"), whole=kind == "output")
            checked += 1
            if difference:
                print(f"error: {where}: the output of `{command}` differs, {difference}", file=sys.stderr)
                failures += 1
            else:
                print(f"outputs: {where} `{command}` ({len(block)} lines)")
    if failures:
        sys.exit(f"outputs: {failures} of the marked blocks do not show what the command prints")
    what = "plug-in " if plugins is not None else ""
    print(f"outputs: {checked} {what}blocks are what the commands print ({skipped} others left to "
          f"{'.ci/outputs' if plugins is not None else '.ci/plugins'})")


if __name__ == "__main__":
    main()
