import TabBarKit

/// What one tab edit costs as the bar grows: a badge, a disable and an enable of a visible tab,
/// and an insertion and a removal at the list's end, timed on a ``DefaultTabBarModel`` of 5 and
/// of 50 tabs and through a presenter over each (whose `display` goes to a view that drops it).
/// Both bars show 3 tabs and More (`maxVisible` 4), so they differ only in how many tabs
/// overflow. The model rebuilds and re-validates its list on an edit, and the presenter compares
/// the bar's whole state before and after it, both O(n) in the tabs (fine for a bar of a dozen
/// tabs): whatever that costs per tab, an O(n) edit at 50 tabs costs at most 50 ÷ 5 = 10 times
/// one at 5 (the check allows 20, for a busy machine's noise), while a quadratic one, such as a
/// lookup in a loop over the tabs, costs about 100 times. An insertion at the front of 1,000 and 10,000 tabs is recorded apart (O(n), not judged).
@MainActor
struct EditFigures {
    let plan: BenchPlan

    /// The bar sizes compared: the ratio is a cost at `large` ÷ at `small`.
    static let small = 5
    static let large = 50
    /// Both sizes overflow into More, the same 3 tabs visible.
    static let maxVisible = 4
    /// The tab the edits change: visible at both sizes.
    static let edited = TabID("tab-2")
    /// Rounds of edits per timed repetition (about 10 ms on the model, so one tick of a busy
    /// machine's scheduler does not decide the figure).
    static let rounds = 20_000
    /// Rounds through the presenter, which costs more per edit.
    static let presenterRounds = 2_000
    /// Edits in one round.
    static let editsPerRound = 5

    func measure() throws -> [Figure] {
        let sampler = Sampler(repetitions: plan.repetitions)
        var failure: TabBarError?
        var small = try Self.model(tabCount: Self.small)
        var large = try Self.model(tabCount: Self.large)
        let (smallModel, largeModel) = sampler.measure(
            operations: Self.rounds * Self.editsPerRound,
            { Self.editRounds(&small, failure: &failure) },
            against: { Self.editRounds(&large, failure: &failure) })
        if let failure { throw failure }

        let view = NoOpView()
        let smallPresenter = try TabBarPresenter(
            model: Self.model(tabCount: Self.small), view: view, scheduler: VirtualScheduler())
        let largePresenter = try TabBarPresenter(
            model: Self.model(tabCount: Self.large), view: view, scheduler: VirtualScheduler())
        smallPresenter.viewDidLoad()
        largePresenter.viewDidLoad()
        let (smallPresented, largePresented) = sampler.measure(
            operations: Self.presenterRounds * Self.editsPerRound,
            { Self.editRounds(smallPresenter, failure: &failure) },
            against: { Self.editRounds(largePresenter, failure: &failure) })
        if let failure { throw failure }

        let frontRounds = 20
        var thousand = try DefaultTabBarModel(tabs: BenchTabs.make(count: 1_000))
        var tenThousand = try DefaultTabBarModel(tabs: BenchTabs.make(count: 10_000))
        let (smallFront, largeFront) = sampler.measure(
            operations: frontRounds * 2,
            { Self.frontRounds(&thousand, count: frontRounds, failure: &failure) },
            against: { Self.frontRounds(&tenThousand, count: frontRounds, failure: &failure) })
        if let failure { throw failure }

        let sizes = "\(Self.large) ÷ \(Self.small) tabs"
        return [
            Figure(
                id: "edit_ns_5", title: "one tab edit, 5 tabs (model)", value: smallModel.wall * 1e9,
                unit: "ns", goal: .none,
                note: "badge, disable, enable a visible tab; insert, remove at the end",
                cpu: smallModel.cpu * 1e9),
            Figure(
                id: "edit_ns_50", title: "one tab edit, 50 tabs (model)", value: largeModel.wall * 1e9,
                unit: "ns", goal: .none, note: "the same edits", cpu: largeModel.cpu * 1e9),
            Figure(
                id: "edit_ratio", title: "one edit, \(sizes) (model)",
                value: largeModel.wall / smallModel.wall,
                unit: "×", goal: .atMost(20), note: "the list rebuilt and re-validated: at most linear",
                cpu: largeModel.cpu / smallModel.cpu),
            Figure(
                id: "presenter_edit_ratio", title: "one edit through the presenter, \(sizes)",
                value: largePresented.wall / smallPresented.wall, unit: "×", goal: .atMost(20),
                note: BenchReport.format(smallPresented.wall * 1e9, unit: "ns") + " and "
                    + BenchReport.format(largePresented.wall * 1e9, unit: "ns")
                    + " per edit; at most linear; the view drops `display`",
                cpu: largePresented.cpu / smallPresented.cpu),
            Figure(
                id: "front_insert_ns_10k", title: "insert + remove at the front, 10,000 tabs (per edit)",
                value: largeFront.wall * 1e9, unit: "ns", goal: .none,
                note: "O(n): shifts every later tab; "
                    + BenchReport.format(smallFront.wall * 1e9, unit: "ns") + " at 1,000 tabs",
                cpu: largeFront.cpu * 1e9),
        ]
    }

    /// A model of `tabCount` tabs, 3 of them visible beside More.
    private static func model(tabCount: Int) throws(TabBarError) -> DefaultTabBarModel {
        try DefaultTabBarModel(tabs: BenchTabs.make(count: tabCount), maxVisible: maxVisible)
    }

    /// A fresh tab for insertion.
    private static let extra = Tab(id: "extra", title: "Extra", icon: "plus")

    private static func editRounds(_ model: inout DefaultTabBarModel, failure: inout TabBarError?) {
        do throws(TabBarError) {
            for round in 0..<rounds {
                try model.setBadge(round.isMultiple(of: 2) ? "1" : "2", for: edited)
                try model.setEnabled(false, for: edited)
                try model.setEnabled(true, for: edited)
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
        do throws(TabBarError) {
            for round in 0..<presenterRounds {
                try presenter.setBadge(round.isMultiple(of: 2) ? "1" : "2", for: edited)
                try presenter.setEnabled(false, for: edited)
                try presenter.setEnabled(true, for: edited)
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
