import TabBarKit

/// What one tab edit costs as the bar grows: a badge, a disable and an enable of a tab in the
/// middle of the list, and an insertion and a removal at its end, timed on a
/// ``DefaultTabBarModel`` of 1,000 and of 100,000 tabs. The model edits in place, so the two
/// costs must stay within a factor of 2. The same edits through a presenter (whose `display`
/// goes to a view that drops it) show the presenter adds no copy either; an insertion at the
/// front, which shifts every later tab, is recorded apart (O(n), not judged).
@MainActor
struct EditFigures {
    let plan: BenchPlan

    /// Rounds of edits per timed repetition (about 10 ms on the model, so one tick of a busy
    /// machine's scheduler does not decide the figure).
    static let rounds = 20_000
    /// Rounds through the presenter, which costs more per edit.
    static let presenterRounds = 2_000
    /// Edits in one round.
    static let editsPerRound = 5

    func measure() throws -> [Figure] {
        let sampler = Sampler(repetitions: plan.repetitions)
        var small = try DefaultTabBarModel(tabs: BenchTabs.make(count: 1_000))
        var large = try DefaultTabBarModel(tabs: BenchTabs.make(count: 100_000))
        var failure: TabBarError?
        let (smallModel, largeModel) = sampler.measure(
            operations: Self.rounds * Self.editsPerRound,
            { Self.editRounds(&small, failure: &failure) },
            against: { Self.editRounds(&large, failure: &failure) })
        if let failure { throw failure }

        let view = NoOpView()
        let smallPresenter = try TabBarPresenter(
            model: DefaultTabBarModel(tabs: BenchTabs.make(count: 1_000)), view: view,
            scheduler: VirtualScheduler())
        let largePresenter = try TabBarPresenter(
            model: DefaultTabBarModel(tabs: BenchTabs.make(count: 100_000)), view: view,
            scheduler: VirtualScheduler())
        smallPresenter.viewDidLoad()
        largePresenter.viewDidLoad()
        let (smallPresented, largePresented) = sampler.measure(
            operations: Self.presenterRounds * Self.editsPerRound,
            { Self.editRounds(smallPresenter, failure: &failure) },
            against: { Self.editRounds(largePresenter, failure: &failure) })
        if let failure { throw failure }

        let frontRounds = 20
        let (smallFront, largeFront) = sampler.measure(
            operations: frontRounds * 2,
            { Self.frontRounds(&small, count: frontRounds, failure: &failure) },
            against: { Self.frontRounds(&large, count: frontRounds, failure: &failure) })
        if let failure { throw failure }

        let ratio = largeModel.wall / smallModel.wall
        let presenterRatio = largePresented.wall / smallPresented.wall
        return [
            Figure(
                id: "edit_ns_1k", title: "one tab edit, 1,000 tabs (model)", value: smallModel.wall * 1e9,
                unit: "ns", goal: .none, note: "badge, disable, enable mid-list; insert, remove at the end",
                cpu: smallModel.cpu * 1e9),
            Figure(
                id: "edit_ns_100k", title: "one tab edit, 100,000 tabs (model)", value: largeModel.wall * 1e9,
                unit: "ns", goal: .none, note: "the same edits", cpu: largeModel.cpu * 1e9),
            Figure(
                id: "edit_ratio", title: "one edit at 100,000 tabs ÷ at 1,000 (model)", value: ratio,
                unit: "×",
                goal: .atMost(2), note: "in place: no copy of the tab list, no re-validation",
                cpu: largeModel.cpu / smallModel.cpu),
            Figure(
                id: "presenter_edit_ratio", title: "one edit through the presenter, 100,000 ÷ 1,000 tabs",
                value: presenterRatio, unit: "×", goal: .atMost(2),
                note: BenchReport.format(smallPresented.wall * 1e9, unit: "ns") + " and "
                    + BenchReport.format(largePresented.wall * 1e9, unit: "ns")
                    + " per edit; the view drops `display`",
                cpu: largePresented.cpu / smallPresented.cpu),
            Figure(
                id: "front_insert_ns_100k", title: "insert + remove at the front, 100,000 tabs (per edit)",
                value: largeFront.wall * 1e9, unit: "ns", goal: .none,
                note: "O(n): shifts every later tab; "
                    + BenchReport.format(smallFront.wall * 1e9, unit: "ns") + " at 1,000 tabs",
                cpu: largeFront.cpu * 1e9),
        ]
    }

    /// The middle tab's id and a fresh tab for insertion.
    private static func fixtures(tabCount: Int) -> (middle: TabID, extra: Tab) {
        (TabID("tab-\(tabCount / 2)"), Tab(id: "extra", title: "Extra", icon: "plus"))
    }

    private static func editRounds(_ model: inout DefaultTabBarModel, failure: inout TabBarError?) {
        let (middle, extra) = fixtures(tabCount: model.tabs.count)
        do throws(TabBarError) {
            for round in 0..<rounds {
                try model.setBadge(round.isMultiple(of: 2) ? "1" : "2", for: middle)
                try model.setEnabled(false, for: middle)
                try model.setEnabled(true, for: middle)
                let end = model.tabs.count
                try model.insert(extra, at: end)
                try model.remove(extra.id)
            }
        } catch {
            failure = error
        }
    }

    private static func editRounds(
        _ presenter: TabBarPresenter, failure: inout TabBarError?
    ) {
        let (middle, extra) = fixtures(tabCount: presenter.model.tabs.count)
        do throws(TabBarError) {
            for round in 0..<presenterRounds {
                try presenter.setBadge(round.isMultiple(of: 2) ? "1" : "2", for: middle)
                try presenter.setEnabled(false, for: middle)
                try presenter.setEnabled(true, for: middle)
                // Read first: a copy of the model alive during the call would make the edit copy.
                let end = presenter.model.tabs.count
                try presenter.insert(extra, at: end)
                try presenter.remove(extra.id)
            }
        } catch {
            failure = error
        }
    }

    private static func frontRounds(
        _ model: inout DefaultTabBarModel, count: Int, failure: inout TabBarError?
    ) {
        let extra = fixtures(tabCount: 0).extra
        do throws(TabBarError) {
            for _ in 0..<count {
                try model.insert(extra, at: 0)
                try model.remove(extra.id)
            }
        } catch {
            failure = error
        }
    }
}
