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
/// More list selected — or on your own tabs
/// (``check(_:tabs:maxVisible:rules:fileID:filePath:line:column:factory:)``), on a fresh model
/// for each call. It compares what the model stores and throws with what the model rules give,
/// written out here on their own (not by calling TabBarKit's code under test): a list is valid
/// when it is not empty, has an enabled tab, and its ids are unique, well-formed and not `more`;
/// each edit does what it says; a selection that still exists stays, otherwise the first enabled
/// tab is selected. A rule of your app's own (a ``Rule``) adds refusals: a call whose result
/// would break it must throw and change nothing.
public enum ModelConformance {
    /// Which rules to check: ``ConformanceChecks`` tagged with this kit.
    public typealias Checks = ConformanceChecks<ModelConformance>
    /// One broken rule: which check found it and what to do about it.
    public typealias Finding = ConformanceFinding<ModelConformance>

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

    /// A rule of your app's own that your model keeps on top of the protocol's, as a condition on
    /// the tabs and selection it holds: the check expects the model to refuse (throw, changing
    /// nothing) every call whose result would break it, and runs only on fixtures that keep it.
    public struct Rule: Sendable, CustomStringConvertible {
        /// What the rule says, in a few words (the reports quote it).
        public var name: String
        /// Whether `tabs` and `selection` keep the rule.
        public var holds: @Sendable (_ tabs: [Tab], _ selection: Selection) -> Bool

        /// A rule named `name` that holds when `holds` says so.
        public init(
            _ name: String, holds: @escaping @Sendable (_ tabs: [Tab], _ selection: Selection) -> Bool
        ) {
            (self.name, self.holds) = (name, holds)
        }

        /// The tab `id` stays first: the model refuses to remove it, move it, put a tab before it
        /// or replace the tabs with a list that does not start with it.
        public static func keepsFirst(_ id: TabID) -> Rule {
            Rule("\(id) stays first") { tabs, _ in tabs.first?.id == id }
        }

        /// The name, quoted.
        public var description: String { "\"\(name)\"" }
    }

    /// What `checks` find wrong with models made by `factory`, without failing any test: empty
    /// when the model keeps the contract. Use it from any runner, or to print a report.
    public static func findings<Model: TabBarModel>(
        _ checks: Checks = .all, factory: (Fixture) throws -> Model
    ) -> [Finding] {
        findings(checks, tabs: nil, factory: factory)
    }

    /// What `checks` find wrong with models made by `factory` on fixtures of `tabs` (your app's;
    /// ``fixtures`` when `nil`) in `maxVisible` slots (a bar they fit and one with a More slot
    /// when `nil`), with your model's own `rules`; empty when the model keeps them all.
    public static func findings<Model: TabBarModel>(
        _ checks: Checks = .all, tabs: [Tab]? = nil, maxVisible: Int? = nil, rules: [Rule] = [],
        factory: (Fixture) throws -> Model
    ) -> [Finding] {
        withoutActuallyEscaping(factory) { factory in
            var probe = Probe(checks: checks, rules: rules, factory: factory)
            probe.run(tabs.map { fixtures(of: $0, maxVisible: maxVisible) } ?? fixtures)
            return probe.log.findings
        }
    }

    /// Runs `checks` on models made by `factory`, fails the running test (Swift Testing or
    /// XCTest) at the caller's line once per broken rule, and returns the findings.
    @discardableResult
    public static func check<Model: TabBarModel>(
        _ checks: Checks = .all, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, factory: (Fixture) throws -> Model
    ) -> [Finding] {
        findings(checks, factory: factory)
            .recorded(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// ``findings(_:tabs:maxVisible:rules:factory:)``, failing the running test at the caller's
    /// line once per broken rule:
    ///
    /// ```swift
    /// ModelConformance.check(tabs: appTabs, rules: [.keepsFirst("home")]) { fixture in
    ///     HomeFirstModel(tabs: fixture.tabs, maxVisible: fixture.maxVisible, selection: fixture.selection)
    /// }
    /// ```
    @discardableResult
    public static func check<Model: TabBarModel>(
        _ checks: Checks = .all, tabs: [Tab]? = nil, maxVisible: Int? = nil, rules: [Rule] = [],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, factory: (Fixture) throws -> Model
    ) -> [Finding] {
        findings(checks, tabs: tabs, maxVisible: maxVisible, rules: rules, factory: factory)
            .recorded(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
                maxVisible: 5, selection: .tab("search")),
            Fixture(
                name: "six tabs in four slots, a disabled one, an overflow tab selected", tabs: six,
                maxVisible: 4, selection: .tab("profile")),
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

    /// Fixtures of your `tabs`: in `maxVisible` slots, or in as many as they fill and, when they
    /// are more than two, in one slot fewer (a More slot); with the first enabled tab selected,
    /// the last tab, and More.
    static func fixtures(of tabs: [Tab], maxVisible: Int?) -> [Fixture] {
        let first = tabs.first(where: \.isEnabled)?.id ?? tabs.first?.id ?? "none"
        let counts =
            maxVisible.map { [$0] } ?? [max(tabs.count, 2)] + (tabs.count > 2 ? [tabs.count - 1] : [])
        return counts.flatMap { slots in
            let selections =
                [Selection.tab(first)] + (tabs.last.map { [.tab($0.id)] } ?? [])
                + (tabs.count > max(slots, 2) ? [.more] : [])
            return selections.map { selection in
                Fixture(
                    name: "your tabs in \(slots) slots, \(describe(selection)) selected", tabs: tabs,
                    maxVisible: slots, selection: selection)
            }
        }
    }

    /// A tab of the fixtures: titled and drawn with its id.
    static func tab(_ id: TabID, isEnabled: Bool = true) -> Tab {
        Tab(id: id, title: id.rawValue, icon: "icon-\(id)", isEnabled: isEnabled)
    }
}
