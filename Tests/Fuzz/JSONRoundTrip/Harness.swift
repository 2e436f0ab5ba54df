import TabBarKit
import TabBarManifest
// libFuzzer harness for the JSON Lines renderer: a fuzzed string, used as a tab's title,
// icon and badge, is rendered, every line parses back as JSON with no raw control or bidi
// characters, and the `display` line carries the very same strings (the badge as the contract
// shows it: a count as its number, `99+` past the limit).
import TabBarRendering

/// The string member `key` of a JSON object, if any.
func member(_ key: String, of value: JSONValue) -> JSONValue? {
    guard case .object(let members) = value.kind else { return nil }
    return members.first { $0.key == key }?.value
}

/// libFuzzer's entry point: one input, one title.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONRoundTrip(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated {
        let sink = StringSink()
        let scheduler = VirtualScheduler()
        let view = RendererView(renderer: JSONLinesRenderer(sink: sink), scheduler: scheduler)
        let tabs = [
            Tab(id: "fuzz", title: text, icon: text, badge: TabBadge(text)),
            Tab(id: "other", title: "Other", icon: "o"),
        ]
        guard
            let presenter = try? TabBarPresenter(
                configuration: TabBarConfiguration(tabs: tabs), view: view, scheduler: scheduler)
        else { fail("a valid configuration was refused") }
        presenter.viewDidLoad()
        view.renderer.finish()
        var displays = 0
        for line in sink.text.split(separator: "\n") {
            for scalar in line.unicodeScalars {
                require(!UnsafeScalar.contains(scalar), "a raw control, bidi or line separator character")
            }
            let value: JSONValue
            do {
                value = try JSONParser.parse(Array(line.utf8))
            } catch {
                fail("a line does not parse: \(error)")
            }
            guard case .string("display")? = member("kind", of: value)?.kind else { continue }
            displays += 1
            guard case .array(let items)? = member("items", of: value)?.kind, let first = items.first else {
                fail("a display without items")
            }
            let expected = text.isEmpty ? nil : text
            for key in ["title", "icon"] {
                guard case .string(let got)? = member(key, of: first)?.kind, got == text else {
                    fail("the \(key) did not round-trip")
                }
            }
            if case .string(let badge)? = member("badge", of: first)?.kind {
                let shown = expected.map { TabBadge($0).shown(limit: TabBarConfiguration.defaultBadgeLimit) }
                require(badge == shown, "the badge did not round-trip")
            } else {
                require(expected == nil, "the badge was lost")
            }
        }
        require(displays == 1, "expected one display line, got \(displays)")
    }
    return 0
}
