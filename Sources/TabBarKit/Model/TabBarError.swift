internal import TabBarInputSupport

/// Why a configuration, a model change or a programmatic request was refused.
///
/// Every case quotes the offending value and its ``description`` says what to do instead.
/// Ids are quoted escaped (control and bidi characters as `\u{…}`, long ids cut short), so a
/// hostile id cannot smuggle terminal escapes into a diagnostic.
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum TabBarError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The tab list is empty.
    case noTabs
    /// A tab id does not have the form `[a-z0-9][a-z0-9-_]*`.
    case malformedTabID(TabID)
    /// A tab uses the reserved id `more`.
    case reservedTabID
    /// Two tabs share an id.
    case duplicateTabID(TabID)
    /// No tab is enabled.
    case noEnabledTab
    /// `maxVisible` is below 2.
    case maxVisibleTooSmall(Int)
    /// A width is not finite or not greater than zero.
    case invalidWidth(Double)
    /// A tab's animation duration is below 1 ms.
    case durationTooShort(TabID, Duration)
    /// A tab's animation names one of its bindings (the key `key`: `input`, `selectedInput`,
    /// `tapTrigger` or `badgeInput`) with an empty string.
    case emptyBindingName(TabID, key: String)
    /// Two bindings of a tab's animation share the input name `name` (the pulse's `input` counts,
    /// also as the default `hover`).
    case duplicateBindingName(TabID, name: String)
    /// No tab has this id; `suggestion` is the closest existing id, if any is close.
    case unknownTab(TabID, suggestion: TabID?)
    /// The tab exists but is disabled.
    case disabledTab(TabID)
    /// `more` was requested but every tab has a slot of its own.
    case noMoreSlot
    /// An insertion index lies outside `0...count`.
    case indexOutOfRange(Int, count: Int)
    /// The change would leave no enabled tab (removing or disabling the last one).
    case lastEnabledTab(TabID)
    /// A badge limit below 1.
    case badgeLimitTooSmall(Int)
    /// A model with a rule of the app's own refused a change to this tab; `reason` says which
    /// rule, in the app's words (for example "home stays first"). A user's request it refuses is
    /// rejected `unavailable`, as a move is while the bar is not customisable.
    case refused(TabID, reason: String)

    /// The reason a presenter reports when a user's or a deferred request fails this way.
    public var rejectionReason: RejectionReason {
        switch self {
        case .disabledTab: .disabled
        case .noMoreSlot, .refused: .unavailable
        default: .invalid
        }
    }

    /// A sentence naming the bad value and what is expected.
    public var description: String {
        switch self {
        case .noTabs:
            "the tab list is empty; give at least one tab"
        case .malformedTabID(let id):
            "tab id \(quoted(id)) is malformed; use lowercase letters, digits, '-' and '_', starting with a letter or digit"
        case .reservedTabID:
            "tab id 'more' is reserved for the More slot; choose another id"
        case .duplicateTabID(let id):
            "tab id \(quoted(id)) is used twice; every tab needs its own id"
        case .noEnabledTab:
            "no tab is enabled; enable at least one tab"
        case .maxVisibleTooSmall(let value):
            "maxVisible \(value) is too small; it must be at least 2"
        case .invalidWidth(let width):
            "width \(width) is invalid; it must be a finite number greater than 0"
        case .durationTooShort(let id, let duration):
            "animation duration \(duration) of tab \(quoted(id)) is too short; it must be at least 1 ms"
        case .emptyBindingName(let id, let key):
            "animation \(key) of tab \(quoted(id)) is empty; name the input or leave the key out"
        case .duplicateBindingName(let id, let name):
            "animation of tab \(quoted(id)) binds the name \(DiagnosticText.quoted(name)) twice; "
                + "give input, selectedInput, tapTrigger and badgeInput distinct names"
        case .unknownTab(let id, let suggestion):
            "unknown tab \(quoted(id))" + (suggestion.map { "; did you mean \(quoted($0))?" } ?? "")
        case .disabledTab(let id):
            "tab \(quoted(id)) is disabled; enable it before selecting it"
        case .noMoreSlot:
            "'more' is unavailable: every tab has a slot of its own"
        case .indexOutOfRange(let index, let count):
            "index \(index) is out of range; it must be between 0 and \(count)"
        case .lastEnabledTab(let id):
            "tab \(quoted(id)) is the last enabled tab; at least one tab must stay enabled"
        case .badgeLimitTooSmall(let value):
            "badgeLimit \(value) is too small; it must be at least 1"
        case .refused(let id, let reason):
            "the model refuses this change to tab \(quoted(id)): \(reason)"
        }
    }

    private func quoted(_ id: TabID) -> String { DiagnosticText.quoted(id.rawValue) }
}
