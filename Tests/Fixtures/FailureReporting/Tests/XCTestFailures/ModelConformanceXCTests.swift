import TabBarKit
import TabBarTesting
import XCTest

/// A model whose own `apply` removes a tab but forgets the selection rule.
private struct ForgetfulModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection

    init(fixture: ModelConformance.Fixture) {
        (tabs, maxVisible, selection) = (fixture.tabs, fixture.maxVisible, fixture.selection)
    }

    mutating func apply(_ edit: TabEdit) throws(TabBarError) {
        guard case .remove = edit else { return try replaceTabs(edit.applied(to: tabs)) }
        tabs = try edit.applied(to: tabs)
    }
}

/// The smallest model: its storage, every rule the protocol's.
private struct StoredModel: TabBarModel {
    var tabs: [Tab]
    var maxVisible: Int
    var selection: Selection
}

final class ModelConformanceXCTests: XCTestCase {
    func test_brokenModel_fails() {
        ModelConformance.check { ForgetfulModel(fixture: $0) }  // fails: model
    }

    func test_conformingModel_passes() {
        ModelConformance.check {
            StoredModel(tabs: $0.tabs, maxVisible: $0.maxVisible, selection: $0.selection)
        }
    }
}
