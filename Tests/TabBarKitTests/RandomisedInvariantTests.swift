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
        // The pulses left `true` on tabs still in the list: each must get its `false` as the
        // presenter goes (a removed tab's reset is sent too, but its pulse name is no longer known).
        let pulses = Set(
            (session.presenter?.model.tabs ?? []).compactMap { tab in
                tab.animation.map { "\(tab.id).\($0.input)" }
            })
        let leftTrue = Self.inputsLeftTrue(in: session.view.messages)
        let pulsing = leftTrue.intersection(pulses)
        session.dropPresenter()
        if weakPresenter != nil { return failure(["the presenter outlived its owner (a retain cycle)"]) }
        if session.scheduler.pendingCount != 0 {
            return failure(["the dropped presenter left \(session.scheduler.pendingCount) step(s) scheduled"])
        }
        session.scheduler.settle()
        // Going away, it sends `interaction true` when it was locked (the view is never left
        // locked), then `input false` for each pulse still `true`, once each, and nothing else.
        let goodbye = Array(session.view.messages.dropFirst(sent))
        let unlock: [TabBarMessage] = wasLocked ? [.update(.interaction(isEnabled: true))] : []
        let resets = goodbye.dropFirst(unlock.count).map { message -> String? in
            guard case .update(.input(let input)) = message, input.value == false else { return nil }
            return "\(input.tab).\(input.name)"
        }
        let reset = Set(resets.compactMap { $0 })
        if Array(goodbye.prefix(unlock.count)) != unlock || resets.contains(nil)
            || reset.count != resets.count
            || !pulsing.isSubset(of: reset) || !reset.isSubset(of: leftTrue)
        {
            return failure([
                "the dropped presenter sent \(goodbye), not \(unlock) followed by `input false` for \(pulsing.sorted())"
            ])
        }
        return nil
    }

    /// The `tab.name` of every boolean icon input whose last value sent was `true`.
    private static func inputsLeftTrue(in messages: [TabBarMessage]) -> Set<String> {
        var last: [String: Bool] = [:]
        for case .update(.input(let input)) in messages {
            if let value = input.value.boolValue { last["\(input.tab).\(input.name)"] = value }
        }
        return Set(last.filter(\.value).keys)
    }
}
