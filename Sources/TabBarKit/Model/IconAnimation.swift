/// How a tab's icon animates: a Rive-style state machine whose boolean input is set to `true`
/// when the tab is tapped and back to `false` after ``duration`` (the pulse), with up to three
/// more bindings the presenter keeps in step (<doc:BehaviorContract#Bindings>):
/// ``selectedInput`` (a boolean state), ``tapTrigger`` (a trigger) and ``badgeInput`` (a number).
///
/// Every property has a default, so `IconAnimation()` is "animated with the defaults".
///
/// ```swift
/// let animation = IconAnimation(
///     stateMachine: "State Machine 1", selectedInput: "active", tapTrigger: "tap", badgeInput: "count")
/// ```
public struct IconAnimation: Equatable, Hashable, Sendable {
    /// The animation file (for example `animated-icons`), if the host needs one.
    public var file: String?
    /// The artboard inside the file; `nil` means the tab's id.
    public var artboard: String?
    /// The state machine that owns ``input``.
    public var stateMachine: String?
    /// The name of the boolean input to drive. Defaults to `hover`.
    public var input: String
    /// How long the input stays `true` after a tap. Defaults to 1.5 s; at least 1 ms.
    ///
    /// The contract keeps time in whole milliseconds, so a duration of 1 ms or more is rounded
    /// to whole milliseconds (half away from zero) when it is set, as a manifest's seconds are:
    /// `.microseconds(1500)` is 2 ms, `.microseconds(1499)` is 1 ms. A shorter one is kept as
    /// given, for the configuration's validation to refuse (`TabBarError.durationTooShort`),
    /// as a manifest refuses a duration below 0.001 seconds.
    public var duration: Duration {
        get { storedDuration }
        set { storedDuration = Self.wholeMilliseconds(newValue) }
    }
    private var storedDuration: Duration

    /// The boolean input that is `true` while the tab is the selection, if any.
    public var selectedInput: String?
    /// The trigger fired on each handled user tap, pick or shortcut of the tab, if any.
    public var tapTrigger: String?
    /// The number input that carries the tab's badge as a number (``Tab/badgeNumber``), if any.
    public var badgeInput: String?

    /// The default input name, `hover`.
    public static let defaultInput = "hover"
    /// The default time an input stays `true`, 1.5 s.
    public static let defaultDuration = Duration.milliseconds(1500)

    /// Creates an animation description; every argument is optional. A `duration` of 1 ms or
    /// more is rounded to whole milliseconds (see ``duration``).
    public init(
        file: String? = nil, artboard: String? = nil, stateMachine: String? = nil,
        input: String = IconAnimation.defaultInput, duration: Duration = IconAnimation.defaultDuration,
        selectedInput: String? = nil, tapTrigger: String? = nil, badgeInput: String? = nil
    ) {
        self.file = file
        self.artboard = artboard
        self.stateMachine = stateMachine
        self.input = input
        storedDuration = Self.wholeMilliseconds(duration)
        self.selectedInput = selectedInput
        self.tapTrigger = tapTrigger
        self.badgeInput = badgeInput
    }

    /// `duration` rounded to whole milliseconds, half away from zero, when it is 1 ms or more;
    /// a shorter duration as it is, and one too long for its seconds to fit an `Int64` (beyond
    /// any scheduler's reach) too.
    private static func wholeMilliseconds(_ duration: Duration) -> Duration {
        guard duration >= .milliseconds(1), duration < .seconds(Int64.max) else { return duration }
        let (seconds, attoseconds) = duration.components
        // Attoseconds within the second: 0 ..< 10^18; a millisecond is 10^15, half of it 5·10^14.
        let milliseconds = (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
        return .seconds(seconds) + .milliseconds(milliseconds)
    }
}
