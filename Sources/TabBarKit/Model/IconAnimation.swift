/// How a tab's icon animates: a Rive-style state machine whose boolean input is set to `true`
/// when the tab is tapped and back to `false` after ``duration`` (the pulse), with up to three
/// more bindings the presenter keeps in step (the behaviour contract, section 6):
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
    public var duration: Duration
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

    /// Creates an animation description; every argument is optional.
    public init(
        file: String? = nil, artboard: String? = nil, stateMachine: String? = nil,
        input: String = IconAnimation.defaultInput, duration: Duration = IconAnimation.defaultDuration,
        selectedInput: String? = nil, tapTrigger: String? = nil, badgeInput: String? = nil
    ) {
        self.file = file
        self.artboard = artboard
        self.stateMachine = stateMachine
        self.input = input
        self.duration = duration
        self.selectedInput = selectedInput
        self.tapTrigger = tapTrigger
        self.badgeInput = badgeInput
    }
}
