import TabBarKit
import TabBarRandom
import Testing

/// Tab edits keep `DefaultTabBarModel`'s index from id to position right. (An edit rebuilds the
/// list and the index, O(n): a tab bar has a dozen tabs; `tabbar-bench` checks that an edit at 50
/// tabs costs at most about ten times one at 5.)
@MainActor
struct ModelIndexTests {
    private static func tabs(_ count: Int) -> [Tab] {
        (0..<count).map { Tab(id: TabID("tab-\($0)"), title: "Tab \($0)", icon: "icon") }
    }

    @Test func modelEdits_keepTheIndexRight() throws {
        var model = try DefaultTabBarModel(tabs: Self.tabs(1_000))
        try model.setBadge("3", for: "tab-500")
        try model.setBadge(.dot, for: "tab-501")
        try model.insert(Tab(id: "front", title: "Front", icon: "plus"), at: 0)
        try model.remove("tab-0")

        #expect(model.tab("tab-500")?.badge == "3")
        #expect(model.tab("tab-501")?.badge == .dot)
        #expect(model.index(of: "front") == 0)
        #expect(model.index(of: "tab-0") == nil)
        #expect(model.index(of: "tab-998") == 998)
    }

    @Test func modelEdits_keepPositionsAndSelection_afterShifts() throws {
        var model = try DefaultTabBarModel(tabs: Self.tabs(10), initial: "tab-5")
        try model.insert(Tab(id: "a", title: "A", icon: "a"), at: 2)
        try model.insert(Tab(id: "b", title: "B", icon: "b"), at: 9)
        try model.remove("tab-0")
        try model.remove("tab-9")
        let expected: [TabID] = [
            "tab-1", "a", "tab-2", "tab-3", "tab-4", "tab-5", "tab-6", "tab-7", "b", "tab-8",
        ]
        #expect(model.tabs.map(\.id) == expected)
        for (index, id) in expected.enumerated() { #expect(model.index(of: id) == index) }
        #expect(model.selection == .tab("tab-5"))
        #expect(model.selectedSlot == model.slot(of: .tab("tab-5")))
        #expect(throws: TabBarError.duplicateTabID("a")) {
            try model.insert(Tab(id: "a", title: "A", icon: "a"), at: 0)
        }
    }
}

extension ModelIndexTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomInsertsAndRemoves_keepEveryPositionRight(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var model = try DefaultTabBarModel(tabs: Self.tabs(20), initial: "tab-7")
        var reference = model.tabs.map(\.id)
        var next = 100
        for _ in 0..<400 {
            if Bool.random(using: &random) || reference.count < 3 {
                let index = Int.random(in: 0...reference.count, using: &random)
                let id = TabID("tab-\(next)")
                next += 1
                try model.insert(Tab(id: id, title: "T", icon: "i"), at: index)
                reference.insert(id, at: index)
            } else {
                let index = Int.random(in: 0..<reference.count, using: &random)
                try model.remove(reference[index])
                reference.remove(at: index)
            }
            #expect(model.tabs.map(\.id) == reference)
            for (index, id) in reference.enumerated() where model.index(of: id) != index {
                Issue.record("\(id) at \(index), the model says \(String(describing: model.index(of: id)))")
            }
            #expect(model.selectedSlot == model.slot(of: model.selection))
        }
    }
}
