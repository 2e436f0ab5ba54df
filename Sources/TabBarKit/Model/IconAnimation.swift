/// How a tab's icon animates: a Rive-style state machine whose boolean input is set to `true`
/// when the tab is tapped and back to `false` after ``duration``.
///
/// Every property has a default, so `IconAnimation()` is "animated with the defaults".
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

    /// The default input name, `hover`.
    public static let defaultInput = "hover"
    /// The default time an input stays `true`, 1.5 s.
    public static let defaultDuration = Duration.milliseconds(1500)

    /// Creates an animation description; every argument is optional.
    public init(
        file: String? = nil, artboard: String? = nil, stateMachine: String? = nil,
        input: String = IconAnimation.defaultInput, duration: Duration = IconAnimation.defaultDuration
    ) {
        self.file = file
        self.artboard = artboard
        self.stateMachine = stateMachine
        self.input = input
        self.duration = duration
    }
}
