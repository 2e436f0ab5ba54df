#!/usr/bin/env python3
"""Loads the built documentation in headless Chromium, as a reader would, run by .ci/docs.

usage: docs-browser.py SITE ARTIFACTS

SITE holds one folder per module, each a DocC archive transformed for static hosting with that
folder's name as its hosting base path (SITE/TabBarKit/documentation/tabbarkit/…). The site is
served on 127.0.0.1 (a free port, by this process; it stops with it), and Chromium loads every
module's landing page, every article and every tutorial page. The pages are found in each
archive's data folder, so an article or a tutorial added later is checked without a change here.

A page fails when its rendered DOM is blank (no main content, or DocC's "page not found"), when
it does not show its title, when the browser logs a console message (an error, a failed fetch),
or when the server answered one of the page's requests with an error status. Screenshots of each
landing page and of each tutorial's first page go to ARTIFACTS. Prints one line per module and
a summary; exits 1 when a page fails, after listing every failure.
"""

import concurrent.futures
import functools
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

BUDGET_MS = 8000  # virtual time for the page's scripts and fetches; real time is much shorter
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                  "--no-first-run", "--hide-scrollbars", "--mute-audio", f"--virtual-time-budget={BUDGET_MS}"]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("docs: no chromium found (.ci/docs installs Debian's `chromium`; install it or run as root)")


class Server(http.server.ThreadingHTTPServer):
    """Serves SITE and remembers every request answered with an error status."""

    def __init__(self, root):
        self.errors = []
        self.lock = threading.Lock()
        handler = functools.partial(Handler, directory=root)
        super().__init__(("127.0.0.1", 0), handler)


class Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # quiet: failures are collected instead
        pass

    def log_request(self, code="-", size="-"):
        status = int(code) if str(code).isdigit() else 0
        # DocC's renderer asks for an optional theme-settings.json and goes on without it.
        if status >= 400 and not self.path.endswith("/theme-settings.json"):
            with self.server.lock:
                self.server.errors.append(f"{status} {self.path}")


def pages(site, module):
    """(kind, title, url path) for the landing page, every article and every tutorial page."""
    data = os.path.join(site, module, "data")
    found = []
    for top, _, names in os.walk(data):
        for name in sorted(names):
            if not name.endswith(".json"):
                continue
            path = os.path.join(top, name)
            try:
                with open(path, encoding="utf-8") as file:
                    page = json.load(file)
            except (OSError, ValueError) as error:
                sys.exit(f"error: docs: {os.path.relpath(path, site)} is not a page DocC wrote: {error}")
            role = page.get("metadata", {}).get("role", "")
            kind = page.get("kind", "")
            relative = os.path.relpath(path, data)[: -len(".json")]
            is_landing = relative.count("/") == 1 and relative.startswith("documentation/")
            if is_landing:
                what = "landing"
            elif kind == "article" and role == "article":
                what = "article"
            elif relative.startswith("tutorials/"):
                what = "tutorial"
            else:
                continue
            title = page.get("metadata", {}).get("title") or (page.get("hierarchy") or {}).get("title", "")
            if kind == "overview" and not title:
                title = page.get("metadata", {}).get("title", "")
            found.append((what, title, f"/{module}/{relative}/"))
    return sorted(found, key=lambda page: ({"landing": 0, "article": 1, "tutorial": 2}[page[0]], page[2]))


def first_tutorials(site, module):
    """The url path of each tutorial overview's first tutorial (its "Get started"): the first
    tutorial reference in the overview's sections, in the order a reader meets them."""
    found = set()
    folder = os.path.join(site, module, "data", "tutorials")
    if not os.path.isdir(folder):
        return found
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            page = json.load(file)
        if page.get("kind") != "overview":
            continue
        own = page.get("identifier", {}).get("url")
        references = page.get("references", {})
        identifiers = re.findall(r'"(doc://[^"]*/tutorials/[^"]*)"', json.dumps(page.get("sections", [])))
        for identifier in identifiers:
            url = references.get(identifier, {}).get("url")
            if identifier != own and url:
                found.add(f"/{module}{url}/")
                break
    return found


def visible_text(dom):
    dom = re.sub(r"(?is)<(script|style|noscript)\b.*?</\1>", " ", dom)
    text = html.unescape(re.sub(r"(?s)<[^>]+>", " ", dom))
    return re.sub(r"\s+", " ", text).strip()


def load(browser, url, screenshot=None):
    """(dom, console lines) for one page; the screenshot, when asked for, in a second run."""
    with tempfile.TemporaryDirectory() as profile:
        args = [browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0",
                "--dump-dom", url]
        result = subprocess.run(args, capture_output=True, text=True, timeout=120)
        console = [line for line in result.stderr.splitlines() if "CONSOLE" in line]
        if screenshot:
            subprocess.run([browser, *CHROMIUM_FLAGS, f"--user-data-dir={profile}", "--window-size=1280,900",
                            f"--screenshot={screenshot}", url], capture_output=True, timeout=120)
    return result.stdout, console


def check(browser, base, page, artifacts):
    what, title, path = page[:3]
    screenshot = None
    if what == "landing" or page[3:] == ("first",):
        name = path.strip("/").replace("/", "-") + ".png"
        screenshot = os.path.join(artifacts, name)
    dom, console = load(browser, base + path, screenshot)
    problems = []
    text = visible_text(dom)
    if "<main" not in dom or len(text) < 80:
        problems.append(f"blank page ({len(text)} characters of text)")
    if re.search(r"(?i)the page you.re looking for can.t be found", text):
        problems.append("DocC's page-not-found")
    if not title:
        problems.append("the archive gives the page no title")
    elif title not in text:
        problems.append(f"title '{title}' not shown")
    problems += [f"console: {line.split('] ', 1)[-1].strip()}" for line in console]
    if screenshot and not (os.path.exists(screenshot) and os.path.getsize(screenshot) > 0):
        problems.append("no screenshot was written")
    return page, problems, screenshot


def main():
    site, artifacts = sys.argv[1], sys.argv[2]
    os.makedirs(artifacts, exist_ok=True)
    browser = chromium()
    server = Server(site)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    modules = sorted(os.listdir(site))
    found = {}
    for module in modules:
        firsts = first_tutorials(site, module)
        found[module] = [(*page, "first") if page[2] in firsts else page for page in pages(site, module)]
    everything = [page for module in modules for page in found[module]]
    try:
        # Every page in one pool: Chromium's start-up, not the page, is most of the time.
        with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
            results = list(pool.map(lambda page: check(browser, base, page, artifacts), everything))
    finally:
        server.shutdown()
    problems_of = {page[2]: problems for page, problems, _ in results}
    shots = [shot for _, _, shot in results if shot]
    for module in modules:
        kinds = {what: sum(1 for page in found[module] if page[0] == what) for what in ("landing", "article", "tutorial")}
        bad = any(problems_of[page[2]] for page in found[module])
        print(f"docs: {module} in Chromium: {kinds['landing']} landing page, {kinds['article']} articles, "
              f"{kinds['tutorial']} tutorial pages" + (" — FAILED" if bad else ""))
    for page in everything:
        for problem in problems_of[page[2]]:
            print(f"error: {page[2]} ({page[1]}): {problem}", file=sys.stderr)
    # A request answered with an error status (a missing script, image or JSON) fails the run
    # whichever page made it.
    for error in server.errors:
        print(f"error: the server answered {error}", file=sys.stderr)
    if server.errors or any(problems_of.values()):
        sys.exit(1)
    print(f"docs: {len(results)} pages rendered with their titles and no console message; "
          f"screenshots: {', '.join(os.path.relpath(shot) for shot in shots)}")


if __name__ == "__main__":
    main()
