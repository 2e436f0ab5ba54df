import TabBarKit

/// "Did you mean" candidates: `ClosestName` first, then a candidate that differs only by two
/// swapped neighbouring characters (`titel` → `title`), the commonest typo, which plain edit
/// distance counts as two edits.
enum Suggestion {
    static func find(_ name: String, among candidates: [String]) -> String? {
        if let closest = ClosestName.find(name, among: candidates) { return closest }
        let characters = Array(name)
        return candidates.first { candidate in
            let other = Array(candidate)
            guard other.count == characters.count, characters.count >= 2 else { return false }
            guard let first = characters.indices.first(where: { characters[$0] != other[$0] }),
                first + 1 < characters.count
            else { return false }
            return characters[first] == other[first + 1] && characters[first + 1] == other[first]
                && characters[(first + 2)...] == other[(first + 2)...]
        }
    }
}
