import TabBarKit

/// Checks that a model keeps the `TabBarModel` contract. Run it from a test on your model's
/// factory: ``check(_:fileID:filePath:line:column:factory:)`` fails the running test (Swift
/// Testing or XCTest) at your call once per broken rule, and ``findings(_:factory:)`` only
/// returns what it found. For the smallest custom model:
///
/// ```swift
/// struct RemoteTabs: TabBarModel {
///     var tabs: [Tab]
///     var maxVisible = 5
///     var selection: Selection
/// }
///
/// @Test func remoteTabs_conform() {
///     ModelConformance.check { fixture in
///         RemoteTabs(tabs: fixture.tabs, maxVisible: fixture.maxVisible, selection: fixture.selection)
///     }
/// }
/// ```
///
/// The factory makes a model holding a ``Fixture``'s tabs and `maxVisible` (and its selection,
/// if it can: otherwise the check assigns ``Fixture/selection`` through the model's
/// `selection` setter). Every check (all by default; see ``Checks``) runs on each of
/// ``fixtures`` — tabs that fit and tabs that overflow, a disabled tab, an overflow tab or the
/// More list selected — on a fresh model for each call, and compares what the model does with
/// what the rules give: `TabEdit.applied(to:)`, `TabBarModel.validate(tabs:)` and
/// `validateSelection(_:)`, then the selection rule (the first enabled tab when the selected one
/// is gone). A model is found wrong only by what it stores and throws, never by how.
public enum ModelConformance {
    /// Which rules to check.
    public struct Checks: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates a set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `index(of:)` gives each tab's position in `tabs` and `nil` for unknown ids (`missing`,
        /// `more`): on a new model, after `tabs` is assigned, and after every mutation that
        /// succeeds.
        public static let index = Checks(rawValue: 1 << 0)
        /// The stored properties keep what is assigned: the factory's model holds the fixture's
        /// tabs and `maxVisible`; assigning `tabs` or `selection` reads back the same, and
        /// changes nothing else.
        public static let storedProperties = Checks(rawValue: 1 << 1)
        /// `select(_:)` stores every enabled tab, and `more` while a More slot exists; it throws
        /// for a disabled tab, an unknown id and `more` without a More slot, changing nothing.
        public static let select = Checks(rawValue: 1 << 2)
        /// `replaceTabs(_:)` throws for an empty list, a duplicate id, no enabled tab and the
        /// reserved id `more`, changing nothing; it keeps a selection that still exists, and
        /// otherwise selects the first enabled tab.
        public static let replaceTabs = Checks(rawValue: 1 << 3)
        /// Every `TabEdit`, through `apply(_:)` and through the method that spells it
        /// (`insert(_:at:)`, `remove(_:)`, `setBadge(_:for:)`, `setEnabled(_:for:)`), and
        /// `move(_:to:)`, leaves the tabs and selection that the rules give; an edit that throws
        /// changes nothing.
        public static let edits = Checks(rawValue: 1 << 4)
        /// `validate()` passes after every mutation that succeeds.
        public static let staysValid = Checks(rawValue: 1 << 5)

        /// Every check.
        public static let all: Checks = [
            .index, .storedProperties, .select, .replaceTabs, .edits, .staysValid,
        ]
    }

    /// One starting point of the checks: the tabs, slots and selection a new model holds.
    public struct Fixture: Sendable, CustomStringConvertible {
        /// What the fixture is, in a few words (the reports quote it).
        public var name: String
        /// The tabs; a valid list.
        public var tabs: [Tab]
        /// How many slots the bar has room for.
        public var maxVisible: Int
        /// What is selected: a tab of ``tabs`` (enabled or not), or `more` while a More slot
        /// exists.
        public var selection: Selection

        /// The name, quoted.
        public var description: String { "\"\(name)\"" }
    }

    /// What `checks` find wrong with models made by `factory`, without failing any test: empty
    /// when the model keeps the contract. Use it from any runner, or to print a report.
    public static func findings<Model: TabBarModel>(
        _ checks: Checks = .all, factory: (Fixture) throws -> Model
    ) -> [Finding] {
        withoutActuallyEscaping(factory) { factory in
            var probe = Probe(checks: checks, factory: factory)
            for fixture in fixtures { probe.run(fixture) }
            return probe.findings
        }
    }

    /// Runs `checks` on models made by `factory`, fails the running test (Swift Testing or
    /// XCTest) at the caller's line once per finding, and returns the findings.
    @discardableResult
    public static func check<Model: TabBarModel>(
        _ checks: Checks = .all, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, factory: (Fixture) throws -> Model
    ) -> [Finding] {
        let found = findings(checks, factory: factory)
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        for finding in found { TestFailure.record(finding.message, at: site) }
        return found
    }

    /// The fixtures every check runs on: tabs that fit and tabs that overflow, a disabled tab
    /// (first, in the middle, selected), an overflow tab selected, and the More list selected
    /// where removing any tab takes the More slot away.
    public static let fixtures: [Fixture] = {
        let six = [
            tab("home"), tab("search", isEnabled: false), tab("inbox"), tab("library"), tab("profile"),
            tab("settings"),
        ]
        return [
            Fixture(
                name: "three tabs that fit", tabs: [tab("home"), tab("search"), tab("account")],
                maxVisible: 5,
                selection: .tab("search")),
            Fixture(
                name: "six tabs in four slots, a disabled one, an overflow tab selected", tabs: six,
                maxVisible: 4,
                selection: .tab("profile")),
            Fixture(
                name: "six tabs in four slots, More selected", tabs: six, maxVisible: 4, selection: .more),
            Fixture(
                name: "three tabs in two slots, the first disabled, More selected",
                tabs: [tab("intro", isEnabled: false), tab("home"), tab("account")], maxVisible: 2,
                selection: .more),
            Fixture(
                name: "two tabs that fit, the disabled one selected",
                tabs: [tab("home"), tab("archive", isEnabled: false)], maxVisible: 3,
                selection: .tab("archive")),
        ]
    }()

    /// A tab of the fixtures: titled and drawn with its id.
    static func tab(_ id: String, isEnabled: Bool = true) -> Tab {
        Tab(id: TabID(id), title: id, icon: "icon-\(id)", isEnabled: isEnabled)
    }
}
