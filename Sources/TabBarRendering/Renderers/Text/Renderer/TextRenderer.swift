import TabBarKit

/// Renders a tab bar as pictures in a terminal: one frame per instant at which something
/// happened (in the scheduler's time), drawn by ``TextBarDrawer``.
///
/// Events are collected into a `TabBarScene`; when an event arrives at a later time, or at
/// ``finish()``, the frame for the instant just completed is written: the bar as it is at
/// that instant after all its messages, headed by the time, the selection and the owner
/// reports of that instant. When a motion (the wave, the circle, the bar sliding) ends
/// between two such instants, or after the last one, a frame shows its end too, so that
/// the last frame always shows the bar at rest. Frames are separated by a blank line.
///
/// The header shows the same facts as the log renderer's lines: the owner's reports
/// (`was: lessons`, `reselected search`, `rejected inbox: disabled`, `moved settings 4→0`)
/// and the selection feedback (`feedback selection`). A `state` message prints its state line
/// after the instant's frame, in the log's form
/// (`t=3.000  state: selection=lessons order=inbox,lessons badges=archives:3 disabled="" hidden=false`),
/// and an instant at which only states were asked for draws no frame: nothing visible changed.
///
/// Options read: `RendererOptions.columns` (the picture's width) and
/// `RendererOptions.color` (ANSI SGR colours).
///
/// ```swift
/// let sink = StringSink()
/// let renderer = TextRenderer(options: RendererOptions(columns: 60), sink: sink)
/// let view = RendererView(renderer: renderer, scheduler: scheduler)
/// // … drive a presenter …
/// renderer.finish()
/// print(sink.text)
/// ```
///
/// For a live display, draw any instant, mid-animation included, with ``draw(at:)``: it
/// reuses the rows that change only with the display (see ``LiveTextBarDrawer``), so an
/// 80-column frame takes about 10 µs in a release build.
@MainActor
public final class TextRenderer: TabBarRenderer {
    /// The options it was created with.
    public let options: RendererOptions
    /// Everything received so far.
    public private(set) var scene = TabBarScene()
    private let sink: any TextSink
    private let drawer: LiveTextBarDrawer
    private var pendingTime: Duration?
    private var pendingNotes: [String] = []
    /// The state lines asked for at the pending instant, written after its frame.
    private var pendingStateLines: [String] = []
    /// Whether anything but a `state` arrived at the pending instant (so it has a frame).
    private var pendingIsVisible = false
    private var hasWrittenFrame = false
    private var lastFrameTime: Duration?
    /// When the latest wave, circle and bar motions end (a new one replaces the old).
    private var motionEnds: [String: Duration] = [:]

    /// The name it is registered under in the standard registry: `text`.
    public nonisolated static let name = "text"
    /// One line saying what it draws.
    public nonisolated static let summary = "a picture of the bar: one frame per instant, colour on request"

    /// Creates a renderer writing to `sink`.
    public init(options: RendererOptions = RendererOptions(), sink: any TextSink) {
        self.options = options
        self.sink = sink
        drawer = LiveTextBarDrawer(columns: options.columns, color: options.color)
    }

    /// Adds the event to the scene; first writes the previous instant's frame when time has
    /// moved on.
    public func render(_ event: TabBarEvent) {
        writeFrames(before: event.time)
        if pendingTime == nil { pendingTime = event.time }
        if case .state(let state) = event.message {
            pendingStateLines.append(Self.stateLine(state, at: event.time))
            return
        }
        scene.apply(event)
        pendingIsVisible = true
        if let note = Self.note(for: event.message) { pendingNotes.append(note) }
        if case .update(.input(let input)) = event.message, !scene.isPulse(input) {
            pendingNotes.append(Self.note(for: input))
        }
        if let duration = Self.motionDuration(of: event.message) {
            motionEnds[event.message.kind] = event.time + max(duration, .zero)
        }
    }

    /// Writes the frame of the last instant, and of the end of any motion still under way.
    public func finish() {
        writeFrames(before: nil)
    }

    /// The bar at `time` (at or after the latest event) as lines, every motion interpolated:
    /// the wave along its timing curve, the circle's sink and rise, the bar sliding.
    public func draw(at time: Duration) -> [String] {
        drawer.draw(scene.frame(at: time))
    }

    /// Writes the pending instant's frame and then the end of the latest motion, if they
    /// come before `limit` (`nil`: no limit).
    private func writeFrames(before limit: Duration?) {
        if let pendingTime, limit.map({ $0 > pendingTime }) ?? true { writeFrame(at: pendingTime) }
        guard let end = motionEnds.values.max(), let lastFrameTime, end > lastFrameTime,
            limit.map({ end < $0 }) ?? true
        else { return }
        writeFrame(at: end)
    }

    private func writeFrame(at time: Duration) {
        var text = hasWrittenFrame ? "\n" : ""
        // The pending instant draws a frame when something visible arrived; the end of a
        // motion (no longer pending) always does.
        if pendingIsVisible || pendingTime != time {
            for line in drawer.draw(scene.frame(at: time), notes: pendingNotes) { text += line + "\n" }
            lastFrameTime = time
        }
        if pendingTime == time {
            for line in pendingStateLines { text += line + "\n" }
            pendingStateLines = []
            pendingTime = nil
            pendingIsVisible = false
            pendingNotes = []
        }
        sink.write(text)
        hasWrittenFrame = true
    }

    /// `t=3.000  state: selection=… order=… badges=… disabled=… hidden=…`: the state in the
    /// log renderer's form (the same escapes, so it reads back as the same state), made safe
    /// for a terminal.
    static func stateLine(_ state: TabBarState, at time: Duration) -> String {
        var line = LogfmtLine()
        line.fields(of: .state(state))
        return TerminalSanitizer.clean(TextBarDrawer.timeText(time) + "  state: " + line.text)
    }

    /// How long the wave, circle or bar motion in `message` takes.
    static func motionDuration(of message: TabBarMessage) -> Duration? {
        switch message {
        case .animation(.curve(let curve)): curve.duration
        case .animation(.circle(let circle)): circle.duration
        case .animation(.bar(let bar)): bar.duration
        default: nil
        }
    }

    /// The header note for an icon input other than the pulse (which shows as `animating:`):
    /// `lessons.active=true`, `inbox.count=3`, `lessons.tap fired`.
    static func note(for input: IconInput) -> String {
        switch input.value {
        case .bool(let value): "\(input.tab).\(input.name)=\(value)"
        case .number(let value): "\(input.tab).\(input.name)=\(DecimalText.number(value))"
        case .trigger: "\(input.tab).\(input.name) fired"
        }
    }

    /// The header note for an owner report.
    static func note(for message: TabBarMessage) -> String? {
        switch message {
        case .report(.selected(_, let previous)): "was: \(previous)"
        case .report(.reselected(let tab)): "reselected \(tab)"
        case .report(.rejected(let tab, let reason)):
            "rejected \(tab.map(\.description) ?? "slot"): \(reason.rawValue)"
        case .report(.moved(let tab, let from, let to)): "moved \(tab) \(from)→\(to)"
        case .update(.feedback(let feedback)): "feedback \(feedback.rawValue)"
        default: nil
        }
    }
}
