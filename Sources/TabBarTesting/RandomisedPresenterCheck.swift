import TabBarKit
internal import TabBarRandom

/// The randomised check the package runs on itself, for *your* presenter: it drives the
/// presenter your closure makes (your configuration, model, choreographies) through seeded
/// random sequences of events — taps on every slot and on slots that do not exist, picks from
/// More, layout and theme changes, badge changes, icons attached again (`didAttachIcon`), waits
/// landing just before, on and just after each step —
/// and checks ``TabBarInvariants`` after every event.
///
/// The first violation comes back with a Swift script that replays it in a test of your own:
///
/// ```swift
/// @Test(.tabBarChecks) func myBar_keepsEveryInvariant() {
///     RandomisedPresenterCheck.check(runs: 200, invariants: .anyChoreography) { view, scheduler in
///         try TabBarPresenter(
///             configuration: myConfiguration, view: view, scheduler: scheduler,
///             choreographies: [BounceChoreography(), IconInputChoreography()])
///     }
/// }
/// ```
@MainActor
public enum RandomisedPresenterCheck {
    /// The first violation found: where, what, and how to replay it.
    public struct Violation: Equatable, Sendable, CustomStringConvertible {
        /// The seed of the run that failed (`seed + run`).
        public var seed: UInt64
        /// The violated invariants, as ``TabBarInvariants`` words them.
        public var violations: [String]
        /// The events of the run up to the failing one, as Swift statements on `presenter` and
        /// `scheduler`: paste them after making the presenter in a test to reproduce it.
        public var script: [String]

        /// A report: the seed, the violations, and the script.
        public var description: String {
            """
            Run with seed \(seed) broke \(violations.count) invariant(s) after \(script.count) event(s):

            \(violations.map { "  " + $0 }.joined(separator: "\n"))

            To reproduce, make the presenter with a TabBarViewSpy and a TestScheduler, then:

            \(script.map { "  " + $0 }.joined(separator: "\n"))
            """
        }
    }

    /// Waits that land just before, on and just after the circle step, the wave and the icon
    /// input, in milliseconds.
    static let waits: [Int64] = [0, 1, 100, 199, 200, 201, 399, 400, 401, 1499, 1500, 1501]

    /// Runs `runs` random sequences of `events` events each (run `r` seeded with `seed + r`),
    /// and returns the first violation of `invariants`, or `nil` when every run keeps them.
    /// `makePresenter` gets a fresh spy and scheduler per run; an error it throws ends the
    /// check with that error.
    public static func firstViolation(
        runs: Int = 100, events: Int = 200, seed: UInt64 = 1, invariants: TabBarInvariants.Invariant = .all,
        makePresenter: (TabBarViewSpy, TestScheduler) throws -> TabBarPresenter
    ) rethrows -> Violation? {
        for run in 0..<max(runs, 0) {
            let runSeed = seed &+ UInt64(run)
            let scheduler = TestScheduler()
            scheduler.exhaustivity = .off
            let view = TabBarViewSpy(scheduler: scheduler)
            view.exhaustivity = .off
            let presenter = try makePresenter(view, scheduler)
            var random = SplitMix64(seed: runSeed)
            var script: [String] = []
            for index in 0..<max(events, 0) {
                script.append(step(presenter, scheduler, first: index == 0, &random))
                let found = TabBarInvariants.violations(
                    invariants, presenter: presenter, messages: view.messages, scheduler: scheduler)
                if !found.isEmpty { return Violation(seed: runSeed, violations: found, script: script) }
            }
        }
        return nil
    }

    /// Runs ``firstViolation(runs:events:seed:invariants:makePresenter:)`` and fails the running
    /// test (Swift Testing or XCTest) at the caller's line with the report if it finds one.
    @discardableResult
    public static func check(
        runs: Int = 100, events: Int = 200, seed: UInt64 = 1, invariants: TabBarInvariants.Invariant = .all,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, makePresenter: (TabBarViewSpy, TestScheduler) throws -> TabBarPresenter
    ) -> Violation? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        do {
            let found = try firstViolation(
                runs: runs, events: events, seed: seed, invariants: invariants, makePresenter: makePresenter)
            if let found {
                TestFailure.record(
                    "\(found)\n\nTo fix, replay the script in a test and compare what the view receives with "
                        + "the behaviour contract; if the invariant does not apply to your choreography, leave it "
                        + "out of `invariants:` (see TabBarInvariants.Invariant.anyChoreography).",
                    at: site)
            }
            return found
        } catch {
            TestFailure.record(
                "Making the presenter threw: \(error). To fix, make makePresenter build a valid presenter.",
                at: site)
            return nil
        }
    }

    /// Sends one random event (the first is always `viewDidLoad`) and returns it as Swift.
    private static func step(
        _ presenter: TabBarPresenter, _ scheduler: TestScheduler, first: Bool, _ random: inout SplitMix64
    ) -> String {
        if first {
            presenter.viewDidLoad()
            return "presenter.viewDidLoad()"
        }
        let model = presenter.model
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            let slot = Int.random(in: -1...model.slotCount, using: &random)
            presenter.didTap(slot: slot)
            return "presenter.didTap(slot: \(slot))"
        case 30..<38:
            let target: Selection =
                Int.random(in: 0..<4, using: &random) == 0 || model.tabs.isEmpty
                ? .more : .tab(model.tabs.randomElement(using: &random)?.id ?? "none")
            presenter.didTap(target)
            return "presenter.didTap(\(ModelConformance.describe(target)))"
        case 38..<46:
            // What people expect of a tab bar: now and then a shortcut (0…9) or a reordering.
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let n = Int.random(in: 0...9, using: &random)
                presenter.didPressShortcut(n)
                return "presenter.didPressShortcut(\(n))"
            case 1:
                let id = model.tabs.randomElement(using: &random)?.id ?? "none"
                let index = Int.random(in: -1...model.tabs.count, using: &random)
                presenter.didMove(id, to: index)
                return "presenter.didMove(\"\(id)\", to: \(index))"
            default:
                break
            }
            let id = model.overflowIDs.randomElement(using: &random) ?? model.tabs.first?.id ?? "none"
            presenter.didPick(id)
            return "presenter.didPick(\"\(id)\")"
        case 46..<51:
            let widths: [Double] = [320, 390, 844, 1]
            let width: Double = widths.randomElement(using: &random) ?? TabBarLayout.defaultWidth
            let orientation: Orientation = Bool.random(using: &random) ? .portrait : .landscape
            let direction: LayoutDirection = Int.random(in: 0..<4, using: &random) == 0 ? .rtl : .ltr
            try? presenter.didChangeLayout(
                TabBarLayout(width: width, orientation: orientation, direction: direction))
            return "try? presenter.didChangeLayout(TabBarLayout(width: \(TestDescription.number(width)), "
                + "orientation: .\(orientation), direction: .\(direction)))"
        case 51..<54:
            let theme: Theme = presenter.theme == .light ? .dark : .light
            presenter.didChangeTheme(theme)
            return "presenter.didChangeTheme(.\(theme))"
        case 54..<92:
            let wait =
                Int.random(in: 0..<4, using: &random) == 0
                ? Int64.random(in: 0...2000, using: &random) : waits.randomElement(using: &random) ?? 0
            scheduler.advance(by: .milliseconds(wait))
            return "scheduler.advance(by: .milliseconds(\(wait)))"
        case 92..<95:
            let badges: [TabBadge] = ["3", "100", "new", "", "007"]
            let id = model.tabs.randomElement(using: &random)?.id ?? "none"
            let badge = Int.random(in: 0...badges.count, using: &random)
            let value = badge < badges.count ? badges[badge] : nil
            try? presenter.setBadge(value, for: id)
            return "try? presenter.setBadge(\(value.map { "\"\($0.written)\"" } ?? "nil"), for: \"\(id)\")"
        case 95..<98:
            let id = model.tabs.randomElement(using: &random)?.id ?? "none"
            presenter.didAttachIcon(id)
            return "presenter.didAttachIcon(\"\(id)\")"
        default:
            scheduler.settle()
            return "scheduler.settle()"
        }
    }
}
