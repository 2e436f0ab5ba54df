import Foundation
import TabBarKit
import TabBarRandom
import TabBarRendering
import TabBarTesting
import Testing

@Suite(.tabBarChecks)
@MainActor
struct RandomisedInvariantTests {
    /// The default seed; set `TABBAR_SEED` (decimal or 0x-hex) to explore or replay another run.
    static let defaultSeed: UInt64 = 0x7AB_BA12_2026
    static let sequenceCount = 10_000
    static let eventsPerSequence = 16

    static var seed: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["TABBAR_SEED"] else { return defaultSeed }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed }
        return UInt64(text) ?? defaultSeed
    }

    @Test func randomEventSequences_keepEveryInvariantAfterEveryEvent() throws {
        let seed = Self.seed
        var seeds = SplitMix64(seed: seed)
        var events = 0
        for sequence in 0..<Self.sequenceCount {
            let sequenceSeed = seeds.next()
            guard let failure = try run(sequenceSeed: sequenceSeed, events: &events) else { continue }
            Issue.record(
                """
                Invariant broken in sequence \(sequence) of the run with seed \(seed) \
                (TABBAR_SEED=\(seed); sequence seed \(sequenceSeed)).

                \(failure)

                To fix, replay with TABBAR_SEED=\(seed) and read the events above: either the presenter \
                broke the contract, or the invariant checker is wrong.
                """)
            return
        }
        #expect(events >= Self.sequenceCount * Self.eventsPerSequence)
    }

    /// Runs one sequence; returns a readable failure, or `nil` when every invariant held.
    private func run(sequenceSeed: UInt64, events: inout Int) throws -> String? {
        let session = try RandomSession(seed: sequenceSeed)
        func failure(_ problems: [String]) -> String {
            "Events:\n" + session.log.map { "  \($0)" }.joined(separator: "\n") + "\n\nViolations:\n"
                + problems.map { "  \($0)" }.joined(separator: "\n")
        }
        for _ in 0..<Self.eventsPerSequence {
            session.step()
            events += 1
            guard let presenter = session.presenter else { break }
            let problems = TabBarInvariants.violations(
                presenter: presenter, messages: session.view.messages, scheduler: session.scheduler)
            if !problems.isEmpty { return failure(problems) }
        }
        weak let weakPresenter = session.presenter
        if let presenter = session.presenter, Bool.random(using: &session.rng) {
            session.scheduler.settle()
            var problems = TabBarInvariants.violations(
                presenter: presenter, messages: session.view.messages, scheduler: session.scheduler)
            if session.scheduler.pendingCount != 0 {
                problems.append("5 (settle): steps remain after settle()")
            }
            if presenter.isLocked || presenter.hasDeferredRequest {
                problems.append(
                    "5 (settle): the bar is still locked or holds a deferred request after settle()")
            }
            if !problems.isEmpty { return failure(problems) }
        }
        let sent = session.view.messages.count
        let wasLocked = session.presenter?.isLocked == true
        session.dropPresenter()
        if weakPresenter != nil { return failure(["the presenter outlived its owner (a retain cycle)"]) }
        if session.scheduler.pendingCount != 0 {
            return failure(["the dropped presenter left \(session.scheduler.pendingCount) step(s) scheduled"])
        }
        session.scheduler.settle()
        // Going away, it sends nothing but `interaction true` when it was locked: the view is
        // never left locked.
        let goodbye: [TabBarMessage] = wasLocked ? [.update(.interaction(isEnabled: true))] : []
        if Array(session.view.messages.dropFirst(sent)) != goodbye {
            return failure([
                "the dropped presenter sent \(session.view.messages.dropFirst(sent)), not \(goodbye)"
            ])
        }
        return nil
    }
}
