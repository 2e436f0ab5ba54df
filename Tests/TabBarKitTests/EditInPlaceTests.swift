import TabBarKit
import TabBarRandom
import Testing

/// Tab edits change the list in place: neither the model nor the presenter copies the tab
/// list (its storage stays the same buffer) when nothing else holds it.
@MainActor
struct EditInPlaceTests {
    private static func tabs(_ count: Int) -> [Tab] {
        (0..<count).map { Tab(id: TabID("tab-\($0)"), title: "Tab \($0)", icon: "icon") }
    }

    /// The address of the model's tab storage, read without keeping a reference to it.
    private static func storage(_ model: some TabBarModel) -> UnsafeRawPointer? {
        model.tabs.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func modelEdits_doNotCopyTheTabList() throws {
        var model = try DefaultTabBarModel(tabs: Self.tabs(1_000))
        try model.remove("tab-999")  // leaves room at the end for the insertion below
        let before = Self.storage(model)

        try model.setBadge("3", for: "tab-500")
        try model.setBadge(.dot, for: "tab-501")
        try model.setEnabled(false, for: "tab-500")
        try model.setEnabled(true, for: "tab-500")
        try model.insert(Tab(id: "extra", title: "Extra", icon: "plus"), at: model.tabs.count)
        try model.remove("extra")
        try model.insert(Tab(id: "front", title: "Front", icon: "plus"), at: 0)
        try model.remove("front")

        #expect(Self.storage(model) == before)
        #expect(model.tab("tab-500")?.badge == "3")
        #expect(model.tab("tab-501")?.badge == .dot)
        #expect(model.index(of: "tab-500") == 500)
        #expect(model.index(of: "tab-998") == 998)
    }

    // The presenter compares the bar's state before and after every edit (one settle step), so
    // an edit through it copies the list once: O(n), fine for a tab bar's dozen tabs. The model
    // alone still edits in place (above); `tabbar-bench` keeps an edit's cost at 50 tabs within
    // a few times its cost at 5.

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

extension EditInPlaceTests {
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
