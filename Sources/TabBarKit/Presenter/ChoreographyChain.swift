/// A presenter's choreographies, in order, as a chain of nodes that each hold one.
///
/// Not an array, for speed: a loop over an array of existentials retains each element around
/// the call into it (the compiler cannot prove that the call leaves the array alone), which is
/// two atomic operations per choreography per call. A node's `let` properties are read in
/// place, so walking the chain, one call into the next, counts no references at all.
@MainActor
final class ChoreographyChain {
    private let choreography: any TabBarChoreography
    private let next: ChoreographyChain?

    private init(_ choreography: any TabBarChoreography, next: ChoreographyChain?) {
        self.choreography = choreography
        self.next = next
    }

    /// The chain of `choreographies`, in their order; `nil` when there are none.
    static func make(_ choreographies: [any TabBarChoreography]) -> ChoreographyChain? {
        var chain: ChoreographyChain?
        for choreography in choreographies.reversed() { chain = ChoreographyChain(choreography, next: chain) }
        return chain
    }

    /// The longest of the choreographies' lock durations for `move`.
    func lockDuration(for move: SelectionMove) -> Duration {
        let own = choreography.lockDuration(for: move)
        guard let rest = next?.lockDuration(for: move) else { return own }
        return max(own, rest)
    }

    /// Asks each choreography, in order, to animate `move`.
    func animate(_ move: SelectionMove, on stage: ChoreographyStage) {
        choreography.animate(move, on: stage)
        next?.animate(move, on: stage)
    }

    /// Asks each choreography, in order, to place `move` at once.
    func place(_ move: SelectionMove, on stage: ChoreographyStage) {
        choreography.place(move, on: stage)
        next?.place(move, on: stage)
    }

    /// Tells each choreography, in order, that `tab` was activated.
    func activate(_ tab: Tab, on stage: ChoreographyStage) {
        choreography.activate(tab, on: stage)
        next?.activate(tab, on: stage)
    }

    /// Tells each choreography, in order, that the view (re)created `tab`'s icon.
    func attachIcon(_ tab: Tab, on stage: ChoreographyStage) {
        choreography.attachIcon(tab, on: stage)
        next?.attachIcon(tab, on: stage)
    }
}
