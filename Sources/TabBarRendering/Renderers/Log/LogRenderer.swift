import TabBarKit

/// Writes every event as one logfmt line (`tabbar --renderer log`): easy to read, grep and
/// parse.
///
/// ```
/// t=0.000 kind=selected tab=archives previous=lessons
/// t=0.000 kind=curve from=65 to=195 radius=30 duration=0.400 timing=easeInEaseOut
/// t=0.200 kind=circle x=195 y=30 alpha=0 diameter=57 icon=archive-box duration=0.000
/// ```
///
/// Every line starts with `t` (seconds of virtual time, exactly three decimals) and `kind`;
/// the other keys follow in the contract's field order for that kind:
///
/// | kind | keys |
/// |---|---|
/// | `display` | `selected width orientation direction theme hidden items`, then per tab `tabN.title tabN.icon tabN.badge tabN.enabled tabN.selected tabN.opacity tabN.slot tabN.x tabN.label`, then `more.slot more.x more.title more.icon more.selected more.opacity more.label more.items` |
/// | `curve` | `from to radius duration timing` |
/// | `circle` | `x y alpha diameter icon duration` |
/// | `interaction` | `enabled` |
/// | `input` | `tab name value` |
/// | `content` | `tab items` (items only for `more`) |
/// | `bar` | `hidden duration` |
/// | `selected` | `tab previous` |
/// | `reselected` | `tab` |
/// | `rejected` | `tab reason` |
/// | `feedback` | `feedback` |
/// | `moved` | `tab from to` |
/// | `state` | `selection order badges disabled hidden` |
///
/// In `display`, `items` lists the tab ids in order, comma-separated, and `tabN.` (N from 0,
/// in the same order) prefixes that tab's details; `tabN.label` is its accessibility label.
/// A key whose value is null is left out: `tabN.badge` without a badge, `tabN.slot` and
/// `tabN.x` for a tab under More, every `more.` key without a More slot, and `tab` in a
/// rejected tap on a slot that does not exist. In `state`, `order` and `disabled` are id lists
/// like `items`, and `badges` lists `id:badge` entries in id order, a dot as `•`; a `\`, `,`
/// or `:` inside an id or a badge's text is escaped with a backslash, and a text badge that is
/// exactly `•` is written `\•`, so the line reads back as the very state it came from
/// (`archives:x\,inbox\:5` is one text badge, `archives:x,inbox:5` two badges). Numbers are in shortest round-trip form,
/// durations in seconds with three decimals. Values are quoted and escaped as
/// needed, so one message is always exactly one line, whatever the data holds.
@MainActor
public final class LogRenderer: TabBarRenderer {
    /// The name the standard registry uses, `log`.
    public nonisolated static let name = "log"
    /// One line for `--list-renderers`.
    public nonisolated static let summary = "logfmt: one line of key=value pairs per message"

    private let sink: any TextSink
    private var line = LogfmtLine()

    /// Creates a renderer writing to `sink`.
    public init(sink: any TextSink) {
        self.sink = sink
    }

    /// Writes the event's line.
    public func render(_ event: TabBarEvent) {
        line.reset()
        line.field("t", milliseconds: event.milliseconds)
        line.field("kind", event.message.kind)
        line.fields(of: event.message)
        line.end()
        sink.write(line.text)
    }
}
