import TabBarKit

/// Rebuilds a model error with its ids escaped, so that a hostile id cannot smuggle control
/// characters or bidi overrides into a diagnostic.
enum RuleText {
    static func sanitized(_ rule: TabBarError) -> TabBarError {
        func clean(_ id: TabID) -> TabID { TabID(DiagnosticText.escaped(id.rawValue)) }
        return switch rule {
        case .malformedTabID(let id): .malformedTabID(clean(id))
        case .duplicateTabID(let id): .duplicateTabID(clean(id))
        case .durationTooShort(let id, let duration): .durationTooShort(clean(id), duration)
        case .unknownTab(let id, let suggestion): .unknownTab(clean(id), suggestion: suggestion.map(clean))
        case .disabledTab(let id): .disabledTab(clean(id))
        case .lastEnabledTab(let id): .lastEnabledTab(clean(id))
        default: rule
        }
    }
}
