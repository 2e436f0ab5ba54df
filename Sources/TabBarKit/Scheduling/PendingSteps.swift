/// What is kept for steps still pending, by their scheduler tokens: a presenter's outlet keeps
/// the steps themselves, and a choreography what the `calling:` forms of ``ChoreographyStage``
/// let it keep instead of capturing it in closures.
///
/// A short list, scanned: a handful of steps are pending at a time, and comparing tokens costs
/// less than hashing them. Its methods are not isolated to the main actor, and the ones a tap
/// runs take no closures, so a lookup from main-actor code is a plain loop (a main-actor closure
/// handed to `firstIndex(where:)` would check its actor on every call).
struct PendingSteps<Value> {
    /// What is kept, with the token of its step, in the order added.
    private(set) var entries: [(token: ScheduledToken, value: Value)] = []

    /// Keeps `value` for the step scheduled under `token`.
    mutating func add(_ value: consuming Value, for token: ScheduledToken) {
        entries.append((token, consume value))
    }

    /// Removes and returns what is kept for `token`; `nil` if nothing is.
    mutating func take(_ token: ScheduledToken) -> Value? {
        guard let index = index(of: token) else { return nil }
        return entries.takeElement(at: index).value
    }

    /// Removes and returns what is kept for `token`, and forgets what is kept for every step
    /// added before it; `nil` (and nothing forgotten) if nothing is kept for `token`. For steps
    /// that all wait the same delay: they run in the order they were added, so one still kept
    /// when a later one runs was cancelled, and will never run.
    mutating func takeDroppingEarlier(_ token: ScheduledToken) -> Value? {
        guard let index = index(of: token) else { return nil }
        if index > 0 { entries.removeSubrange(..<index) }  // not even called for an empty range
        return entries.takeElement(at: 0).value  // moved out, not copied
    }

    /// Removes and returns what is kept for `token` if `isIncluded` holds for it; `nil` (and
    /// nothing removed) otherwise.
    mutating func take(_ token: ScheduledToken, if isIncluded: (Value) -> Bool) -> Value? {
        guard let index = index(of: token), isIncluded(entries[index].value) else { return nil }
        return entries.takeElement(at: index).value
    }

    /// Forgets everything kept.
    mutating func removeAll() { entries.removeAll() }

    /// Forgets what is kept for which `isIncluded` holds.
    mutating func removeAll(where isIncluded: (Value) -> Bool) {
        entries.removeAll { isIncluded($0.value) }
    }

    private func index(of token: ScheduledToken) -> Int? {
        for index in entries.indices where entries[index].token == token { return index }
        return nil
    }
}

extension PendingSteps where Value: Equatable {
    /// Removes what is kept equal to `value` and returns its step's token; `nil` if nothing is.
    mutating func takeToken(of value: Value) -> ScheduledToken? {
        for index in entries.indices where entries[index].value == value {
            return entries.takeElement(at: index).token
        }
        return nil
    }
}
