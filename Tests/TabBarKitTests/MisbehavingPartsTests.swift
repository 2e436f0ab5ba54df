import TabBarKit
import TabBarTesting
import Testing

/// What a presenter does with parts that break their contracts: a custom model that says
/// something impossible is refused with an error naming the value, never a trap; a scheduler
/// that runs work inside `schedule` is caught in debug builds.
@Suite(.tabBarChecks)
@MainActor
struct MisbehavingPartsTests {
    @Test(arguments: [0, -3, 1])
    func customModelWithTooFewSlots_isRefusedWithItsValue(maxVisible: Int) throws {
        let model = FixedModel(tabs: makeTabs(threeTabs), maxVisible: maxVisible, selection: .tab("lessons"))

        #expect(throws: TabBarError.maxVisibleTooSmall(maxVisible)) {
            try TabBarPresenter(model: model, view: TabBarViewSpy(), scheduler: VirtualScheduler())
        }
    }

    @Test func customModelSelectingWhatIsNotThere_isRefused() throws {
        let model = FixedModel(tabs: makeTabs(threeTabs), maxVisible: 5, selection: .tab("gone"))

        #expect(throws: TabBarError.unknownTab("gone", suggestion: nil)) {
            try TabBarPresenter(model: model, view: TabBarViewSpy(), scheduler: VirtualScheduler())
        }
    }

    @Test func fixedModel_keepsTheRulesOnceMade() {
        ModelConformance.check {
            FixedModel(tabs: $0.tabs, maxVisible: $0.maxVisible, selection: $0.selection)
        }
    }

    @Test(arguments: [0, -1, 1])
    func displayWithTooFewSlots_neverTraps(maxVisible: Int) {
        let display = TabBarDisplay(
            tabs: makeTabs(["a", "b", "c"]), maxVisible: maxVisible, selection: .tab("a"), selectedSlot: 0,
            layout: TabBarLayout(), theme: .light, isHidden: false)

        #expect(display.more?.items == ["b", "c"])  // counted as 2: one tab slot and More
        #expect(display.items.map(\.slot) == [0, nil, nil])
    }

    @Test func schedulerRunningWorkInsideSchedule_failsLoudlyInDebugBuilds() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let presenter = try? TabBarPresenter(
                    configuration: TabBarConfiguration(tabs: makeTabs(threeTabs)), view: TabBarViewSpy(),
                    scheduler: EagerScheduler())
                presenter?.viewDidLoad()
                presenter?.didTap(slot: 1)
            }
        }
    }
}

/// A model that says whatever it was made with: its stored properties check nothing (its
/// mutations are the protocol's, which do).
private struct FixedModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection
}

/// A scheduler that breaks the protocol: it runs work inside `schedule`.
@MainActor
private final class EagerScheduler: TabBarScheduler {
    private var lastToken: UInt64 = 0
    var now: Duration { .zero }
    func schedule(after delay: Duration, calling handler: @escaping @MainActor (ScheduledToken) -> Void)
        -> ScheduledToken
    {
        lastToken += 1
        let token = ScheduledToken(rawValue: lastToken)
        handler(token)
        return token
    }
    func cancel(_ token: ScheduledToken) {}
}
