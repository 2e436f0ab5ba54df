import TabBarKit

/// Shrinks a diverging scenario: drops events (in halves, then one at a time) while it still
/// diverges, never dropping an `insert` whose id a later event names (the script would no
/// longer parse).
@MainActor
public enum Shrinker {
    /// The smallest diverging scenario found from `divergence`, and its divergence; `mutate` is
    /// passed on to ``DifferentialRunner/firstDivergence(in:mutate:)``.
    public static func shrink(
        _ divergence: Divergence, mutate: (inout ReferenceModel) -> Void = { _ in }
    ) -> Divergence {
        var best = divergence
        var chunk = max(best.scenario.events.count / 2, 1)
        while true {
            var improved = false
            var start = 0
            while start < best.scenario.events.count {
                var candidate = best.scenario
                let end = min(start + chunk, candidate.events.count)
                let removed = candidate.events[start..<end]
                candidate.events.removeSubrange(start..<end)
                if isScriptValid(candidate, removed: removed),
                    let found = DifferentialRunner.firstDivergence(in: candidate, mutate: mutate)
                {
                    best = found
                    improved = true
                } else {
                    start += chunk
                }
            }
            if !improved {
                if chunk == 1 { return best }
                chunk = max(chunk / 2, 1)
            }
        }
    }

    static func isScriptValid(_ scenario: ReferenceScenario, removed: ArraySlice<ReferenceEvent>) -> Bool {
        var defined = Set(scenario.configuration.tabs.map(\.id))
        for event in scenario.events {
            if let id = event.insertedID {
                defined.insert(id)
            } else if event.namedIDs.contains(where: { !defined.contains($0) }) {
                return false
            }
        }
        return true
    }
}
