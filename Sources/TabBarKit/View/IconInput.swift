/// Sets one of a tab icon's state-machine inputs (or data-binding properties) of that name: a
/// boolean such as `hover` = `true`, a number such as a badge count, or fires a trigger
/// (<doc:BehaviorContract#Icon-state-machines>).
///
/// ```swift
/// switch input.value {
/// case .bool(let on): rive.setInput(input.name, value: on)
/// case .number(let n): rive.setInput(input.name, value: Float(n))
/// case .trigger: rive.triggerInput(input.name)
/// @unknown default: break  // a kind of input added in a later version
/// }
/// ```
public struct IconInput: Equatable, Hashable, Sendable {
    /// The tab whose icon is driven.
    public var tab: TabID
    /// The input's name.
    public var name: String
    /// The value to set, or a trigger to fire.
    public var value: IconInputValue

    /// Creates an input change.
    public init(tab: TabID, name: String, value: IconInputValue) {
        self.tab = tab
        self.name = name
        self.value = value
    }

    /// Creates a boolean input change.
    public init(tab: TabID, name: String, value: Bool) {
        self.init(tab: tab, name: name, value: .bool(value))
    }

    /// The kind of input: `bool`, `number` or `trigger`.
    public var kind: IconInputKind { value.kind }
}

/// What an ``IconInput`` sets: a boolean, a number, or a trigger to fire (a boolean that is true
/// for one frame). Literals work: `true`, `3`, `0.5`.
///
/// New cases may come in a minor version, as the behaviour contract grows: end a `switch` over
/// it with `@unknown default:` when it lists every case, with `default:` when it lists some (see
/// <doc:AdoptingInApps#Views-that-survive-a-new-message-kind>).
public enum IconInputValue: Equatable, Hashable, Sendable, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// A boolean input's new value.
    case bool(Bool)
    /// A number input's new value (always finite).
    case number(Double)
    /// Fire the trigger.
    case trigger

    /// The kind of value.
    public var kind: IconInputKind {
        switch self {
        case .bool: .bool
        case .number: .number
        case .trigger: .trigger
        }
    }

    /// The boolean, for a boolean input; `nil` otherwise.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The number, for a number input; `nil` otherwise.
    public var numberValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A whole number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
}

/// The three kinds of a Rive state machine's inputs (and of data-binding properties), by the
/// names the JSON renderer writes as `type`.
public enum IconInputKind: String, Equatable, Hashable, Sendable, CaseIterable {
    /// A boolean: the pulse (`hover`) and the selected state.
    case bool
    /// A number: the badge.
    case number
    /// A trigger: fired once per tap.
    case trigger
}
