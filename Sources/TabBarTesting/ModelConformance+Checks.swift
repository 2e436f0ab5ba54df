import TabBarKit

extension ConformanceChecks where Kit == ModelConformance {
    /// `index(of:)` gives each tab's position in `tabs` and `nil` for unknown ids (`missing`,
    /// `more`): on a new model, after `tabs` is assigned, and after every mutation that succeeds.
    public static var index: Self { Self(rawValue: 1 << 0) }
    /// The stored properties keep what is assigned: the factory's model holds the fixture's
    /// tabs and `maxVisible`; assigning `tabs` or `selection` reads back the same, and changes
    /// nothing else.
    public static var storedProperties: Self { Self(rawValue: 1 << 1) }
    /// `select(_:)` stores every enabled tab, and `more` while a More slot exists; it throws
    /// for a disabled tab, an unknown id and `more` without a More slot, changing nothing.
    public static var select: Self { Self(rawValue: 1 << 2) }
    /// `replaceTabs(_:)` stores a valid list and throws for an empty list, a duplicate id, no
    /// enabled tab and the reserved id `more`, changing nothing.
    public static var replaceTabs: Self { Self(rawValue: 1 << 3) }
    /// Every `TabEdit`, through `apply(_:)` and through the method that spells it
    /// (`insert(_:at:)`, `remove(_:)`, `setBadge(_:for:)`, `setEnabled(_:for:)`), and
    /// `move(_:to:)`, leaves the tabs the edit says; an edit that throws changes nothing.
    public static var edits: Self { Self(rawValue: 1 << 4) }
    /// `validate()` passes after every mutation that succeeds.
    public static var staysValid: Self { Self(rawValue: 1 << 5) }
    /// After `replaceTabs(_:)`, an edit or a move, a selection that still exists stays and a
    /// selection that is gone becomes the first enabled tab.
    public static var selectionRule: Self { Self(rawValue: 1 << 6) }

    /// Every check.
    public static var all: Self {
        [.index, .storedProperties, .select, .replaceTabs, .edits, .staysValid, .selectionRule]
    }
}

extension ModelConformance {
    /// What a model holds: what the checks compare.
    struct State: Equatable {
        var tabs: [Tab]
        var selection: Selection
    }

    /// What each check tells the author of a broken model to do; every API named is real
    /// (FixItAPITests compiles each).
    static let fixes: [Checks.RawValue: String] = [
        Checks.index.rawValue: """
        To fix, return the position of the tab in `tabs` (delete your index(of:) to use the default, \
        a linear search), and keep an index of your own up to date in every mutation and in the \
        `tabs` setter.
        """,
        Checks.storedProperties.rawValue: """
        To fix, make the factory pass the fixture's tabs and maxVisible to the model, and declare \
        `var tabs: [Tab]` and `var selection: Selection` as stored properties (or accessors that \
        keep exactly what is assigned); the rules belong in select(_:) and replaceTabs(_:).
        """,
        Checks.select.rawValue: """
        To fix, check the selection with validateSelection(_:) before storing it, or delete your \
        select(_:) to use the default.
        """,
        Checks.replaceTabs.rawValue: """
        To fix, check the list with `try Self.validate(tabs:)` before storing it, or delete your \
        replaceTabs(_:) to use the default.
        """,
        Checks.edits.rawValue: """
        To fix, make apply(_:) leave the tabs that TabEdit.applied(to:) gives and throw before \
        changing anything, or delete your apply(_:) to use the default, which goes through \
        replaceTabs(_:).
        """,
        Checks.staysValid.rawValue: """
        To fix, leave a list that `Self.validate(tabs:)` accepts and a selection of an existing \
        tab, or `more` while a More slot exists, after every mutation.
        """,
        Checks.selectionRule.rawValue: """
        To fix, end every change of the tabs with selectFirstEnabledTabIfSelectionIsGone(), as the \
        default replaceTabs(_:) does (apply(_:) and move(_:to:) go through it).
        """,
    ]

    /// What to do when your own tabs are not a valid list or break your rules.
    static let invalidTabsFix = """
        To fix, pass tabs that keep your rules and that `try DefaultTabBarModel.validate(tabs:)` \
        accepts (its error says what is wrong).
        """

    /// Said when a model refuses a change the rules allow: perhaps by a rule of its own.
    static let ownRuleFix = """
        If the model refuses it by a rule of your app's own, say so: \
        `ModelConformance.check(rules: [.keepsFirst("home")]) { … }`, or a rule of your own words, \
        `ModelConformance.Rule("…") { tabs, selection in … }`.
        """

    /// Said when a model makes a change that a rule of your own asks it to refuse.
    static let ruleFix = """
        To fix, make the model refuse (throw, changing nothing) every change that would break your \
        rule: check it in replaceTabs(_:), which apply(_:) and move(_:to:) go through by default.
        """

    /// One call the checks make on a fresh model: which check it belongs to, and what it leaves
    /// by the rules (`nil`: it must throw and change nothing, for the reason `refusal` gives).
    struct Call<Model: TabBarModel> {
        var check: Checks
        var text: String
        var expected: State?
        var refusal = ""
        var body: (inout Model) throws -> Void
    }

    /// Runs the checks on models made by one factory and gathers what breaks, one finding per
    /// broken check.
    struct Probe<Model: TabBarModel> {
        let checks: Checks
        let rules: [Rule]
        let factory: (Fixture) throws -> Model
        var log = ConformanceLog<ModelConformance>()

        mutating func run(_ fixtures: [Fixture]) {
            for fixture in fixtures {
                let broken = rules.first { !$0.holds(fixture.tabs, fixture.selection) }
                if !isValid(fixture.tabs) || broken != nil {
                    // Only your own tabs can break the rules; a fixture of the kit's that breaks
                    // your rules is skipped.
                    guard fixture.name.hasPrefix("your tabs") else { continue }
                    let why = broken.map { "break your rule \($0)" } ?? "are not a valid list"
                    log.add(
                        .storedProperties, "The tabs \(describe(fixture.tabs)) \(why).", call: "",
                        fix: invalidTabsFix)
                    return
                }
                guard make(fixture) != nil else { continue }
                for call in calls(on: fixture) { run(call, on: fixture) }
            }
        }

        /// Makes a fresh model of `fixture`, or reports why it cannot (`nil`).
        private mutating func make(_ fixture: Fixture) -> Model? {
            var model: Model
            do { model = try factory(fixture) } catch {
                report(.storedProperties, "threw", "a model", "it threw \(error)", "the factory", fixture)
                return nil
            }
            if model.selection != fixture.selection { model.selection = fixture.selection }
            let (expected, actual) = (
                "\(describe(State(tabs: fixture.tabs, selection: fixture.selection))), maxVisible \(fixture.maxVisible)",
                "\(describe(State(model))), maxVisible \(model.maxVisible)"
            )
            guard expected == actual else {
                report(
                    .storedProperties, "made a model that does not hold it", expected, actual, "the factory",
                    fixture)
                return nil
            }
            return checkIndex(model, after: "the factory", fixture) ? model : nil
        }

        /// Runs `call` on a fresh model of `fixture` and reports the first rule it breaks.
        private mutating func run(_ call: Call<Model>, on fixture: Fixture) {
            guard var model = make(fixture) else { return }
            let before = State(model)
            var thrown: (any Error)?
            do { try call.body(&model) } catch { thrown = error }
            let after = State(model)
            let (wanted, got) = describe(call.expected ?? before, after)
            var what: String? =
                switch (call.expected, thrown) {
                case (nil, nil): "succeeded, but must throw\(call.refusal)"
                case (nil, _?): after == before ? nil : "threw, as it must, but changed the model"
                case (_?, _?): "threw, but must succeed"
                case (let expected?, nil):
                    after == expected ? nil : "left other tabs or another selection than the rules give"
                }
            var check = call.check
            if call.expected?.tabs == after.tabs, thrown == nil,
                ![.select, .storedProperties].contains(check)
            {
                (check, what) = (
                    .selectionRule, what.map { _ in "left another selection than the selection rule gives" }
                )
            }
            if let what {
                // A refusal of a change the rules allow, or a refusal your rule asks for that the
                // model does not make, is one rule broken through every call that shows it.
                let refuses = [.replaceTabs, .edits].contains(check) && call.expected != nil && thrown != nil
                let rule = refuses ? "refuses a valid change" : call.refusal.isEmpty ? nil : call.refusal
                let expected =
                    call.expected == nil
                    ? thrown.map { "\(wanted) (unchanged; it threw \($0))" } ?? "a thrown error" : wanted
                let actual = call.expected == nil ? got : thrown.map { "it threw \($0)" } ?? got
                return report(check, what, expected, actual, call.text, fixture, rule: rule)
            }
            guard thrown == nil, checkIndex(model, after: call.text, fixture) else { return }
            // Assigning a stored property is storage, not a mutation that keeps the rules.
            guard call.check != .storedProperties else { return }
            do throws(TabBarError) { try model.validate() } catch {
                report(
                    .staysValid, "left a model that validate() refuses", "validate() passes",
                    "it threw \(error)", call.text, fixture)
            }
        }

        /// Whether `index(of:)` agrees with `tabs`; reports the first id it gets wrong.
        private mutating func checkIndex(_ model: Model, after call: String, _ fixture: Fixture) -> Bool {
            let position = { (id: TabID) in model.tabs.firstIndex { $0.id == id } }
            let ids = model.tabs.map(\.id) + ["missing", "more"]
            guard let id = ids.first(where: { model.index(of: $0) != position($0) }) else { return true }
            let say = { (index: Int?) in "index(of: \"\(id)\") == \(index.map(String.init) ?? "nil")" }
            report(
                .index, "left index(of:) disagreeing with tabs", say(position(id)), say(model.index(of: id)),
                call, fixture)
            return false
        }

        /// Records that `call` on `fixture` broke `check` (when it is one of the checks run).
        private mutating func report(
            _ check: Checks, _ what: String, _ expected: String, _ actual: String, _ call: String,
            _ fixture: Fixture, rule: String? = nil
        ) {
            guard checks.contains(check) || call == "the factory" else { return }
            let fix =
                switch rule {
                case nil: fixes[check.rawValue] ?? ""
                // Perhaps refused by a rule of the app's own that the test did not say.
                case "refuses a valid change": (fixes[check.rawValue] ?? "") + "\n" + ownRuleFix
                // A change the app's own rule forbids, made anyway, whatever call shows it.
                default: ruleFix
                }
            let text =
                "\(call), on fixture \(fixture), \(what).\n\n  Expected: \(expected)\n  Actual:   \(actual)"
            log.add(check, text, call: "\(call) on \(fixture)", fix: fix, rule: rule)
        }

        // MARK: The calls, and what the rules say they leave

        private func calls(on fixture: Fixture) -> [Call<Model>] {
            let (tabs, selection, count) = (fixture.tabs, fixture.selection, fixture.tabs.count)
            let ids = tabs.map(\.id)
            let (extra, missing) = (tab(unused("extra", ids)), unused("missing", ids))
            var renamed = Array(tabs.reversed())
            renamed[0].title += " (renamed)"
            let hasMore = count > max(fixture.maxVisible, 2)
            let choices = ids.map { Selection.tab($0) } + (hasMore ? [.more] : [])
            var calls = [
                Call<Model>(
                    check: .storedProperties, text: "tabs = \(describe(renamed))",
                    expected: State(tabs: renamed, selection: selection)
                ) { $0.tabs = renamed }
            ]
            for choice in choices {
                let expected = State(tabs: tabs, selection: choice)
                calls.append(
                    Call(
                        check: .storedProperties, text: "selection = \(describe(choice))", expected: expected
                    ) { $0.selection = choice })
            }
            for choice in choices + [.more, .tab(missing)] {
                let allowed =
                    choice == .more ? hasMore : tabs.contains { .tab($0.id) == choice && $0.isEnabled }
                let expected = allowed ? State(tabs: tabs, selection: choice) : nil
                calls.append(
                    Call(check: .select, text: "select(\(describe(choice)))", expected: expected) {
                        try $0.select(choice)
                    })
            }
            let disabled = { (id: TabID?) in
                tabs.map {
                    var tab = $0; tab.isEnabled = tab.isEnabled && id != nil && tab.id != id; return tab
                }
            }
            var lists = [
                [], tabs + [tabs[0]], disabled(nil), tabs + [tab("more")], tabs.reversed() + [extra],
                Array(tabs.prefix(fixture.maxVisible)),
            ]
            if case .tab(let id) = selection { lists += [tabs.filter { $0.id != id }, disabled(id)] }
            for list in lists {
                calls.append(
                    call(.replaceTabs, "replaceTabs(\(describe(list)))", list, fixture) {
                        try $0.replaceTabs(list)
                    })
            }
            var edits: [TabEdit] = [
                .insert(extra, at: 0), .insert(extra, at: count), .insert(extra, at: count + 1),
                .insert(extra, at: -1), .insert(tabs[count - 1], at: 0),
                .insert(tab("Not Well-Formed"), at: 0), .insert(tab("more"), at: count),
                .setBadge(nil, for: ids[0]),
            ]
            edits += (ids + [missing]).flatMap {
                [
                    .remove($0), .setBadge("3", for: $0), .setEnabled(false, for: $0),
                    .setEnabled(true, for: $0),
                ]
            }
            for edit in edits {
                let ((text, spelled), result) = (Self.spelling(of: edit), edited(tabs, edit))
                calls.append(call(.edits, "apply(.\(text))", result, fixture) { try $0.apply(edit) })
                calls.append(call(.edits, text, result, fixture, body: spelled))
            }
            for (id, index) in ids.flatMap({ [($0, 0), ($0, count - 1)] }) + [(ids[0], count), (missing, 0)] {
                var result: [Tab]? = nil
                if let from = ids.firstIndex(of: id), tabs.indices.contains(index) {
                    var moved = tabs
                    moved.insert(moved.remove(at: from), at: index)
                    result = moved
                }
                calls.append(
                    call(.edits, "move(\"\(id)\", to: \(index))", result, fixture) {
                        try $0.move(id, to: index)
                    })
            }
            return calls
        }

        /// The method that spells `edit`: its call as the reports write it, and the call.
        static func spelling(of edit: TabEdit) -> (String, (inout Model) throws -> Void) {
            switch edit {
            case .insert(let tab, let index):
                ("insert(\(describe(tab)), at: \(index))", { try $0.insert(tab, at: index) })
            case .remove(let id):
                ("remove(\"\(id)\")", { try $0.remove(id) })
            case .setBadge(let badge, let id):
                (
                    "setBadge(\(badge.map { "\"\($0)\"" } ?? "nil"), for: \"\(id)\")",
                    { try $0.setBadge(badge, for: id) }
                )
            case .setEnabled(let isEnabled, let id):
                ("setEnabled(\(isEnabled), for: \"\(id)\")", { try $0.setEnabled(isEnabled, for: id) })
            }
        }

        /// A call that leaves `tabs` by the rules (`nil`: refused), with the selection rule.
        private func call(
            _ check: Checks, _ text: String, _ tabs: [Tab]?, _ fixture: Fixture,
            body: @escaping (inout Model) throws -> Void
        ) -> Call<Model> {
            guard let tabs, isValid(tabs), let first = tabs.first(where: \.isEnabled) else {
                return Call(check: check, text: text, expected: nil, body: body)
            }
            let kept =
                switch fixture.selection {
                case .more: tabs.count > max(fixture.maxVisible, 2)
                case .tab(let id): tabs.contains { $0.id == id }
                }
            let state = State(tabs: tabs, selection: kept ? fixture.selection : .tab(first.id))
            guard let rule = rules.first(where: { !$0.holds(state.tabs, state.selection) }) else {
                return Call(check: check, text: text, expected: state, body: body)
            }
            return Call(
                check: check, text: text, expected: nil, refusal: " (it would break your rule \(rule))",
                body: body)
        }
    }
}

// MARK: - The model rules, written out

extension ModelConformance {
    /// A valid list: not empty, an enabled tab, and unique, well-formed ids other than `more`.
    static func isValid(_ tabs: [Tab]) -> Bool {
        let ids = tabs.map(\.id.rawValue)
        return tabs.contains(where: \.isEnabled) && Set(ids).count == ids.count
            && ids.allSatisfy { $0 != "more" && isWellFormed($0) }
    }

    /// Lowercase letters and digits, then also `-` and `_`.
    static func isWellFormed(_ id: String) -> Bool {
        let alphanumeric = "abcdefghijklmnopqrstuvwxyz0123456789"
        guard let first = id.first, alphanumeric.contains(first) else { return false }
        return id.allSatisfy { alphanumeric.contains($0) || $0 == "-" || $0 == "_" }
    }

    /// The tabs `edit` leaves, before the list is checked; `nil` for an unknown id or an index out
    /// of range.
    static func edited(_ tabs: [Tab], _ edit: TabEdit) -> [Tab]? {
        var tabs = tabs
        switch edit {
        case .insert(let tab, let index):
            guard index >= 0, index <= tabs.count else { return nil }
            tabs.insert(tab, at: index)
        case .remove(let id):
            guard let index = tabs.firstIndex(where: { $0.id == id }) else { return nil }
            tabs.remove(at: index)
        case .setBadge(let badge, let id):
            guard let index = tabs.firstIndex(where: { $0.id == id }) else { return nil }
            tabs[index].badge = badge
        case .setEnabled(let isEnabled, let id):
            guard let index = tabs.firstIndex(where: { $0.id == id }) else { return nil }
            tabs[index].isEnabled = isEnabled
        }
        return tabs
    }

    /// `base`, or `base-2`, `base-3`…: an id none of `ids` has.
    static func unused(_ base: String, _ ids: [TabID]) -> TabID {
        (1...).lazy.map { TabID($0 == 1 ? base : "\(base)-\($0)") }.first { !ids.contains($0) } ?? TabID(base)
    }

    // MARK: How the reports write values

    /// A selection as Swift writes it: `.more`, `.tab("home")`.
    static func describe(_ selection: Selection) -> String {
        selection.tabID.map { ".tab(\"\($0)\")" } ?? ".more"
    }

    /// A tab as the reports write it: its id, and `(disabled)` or its badge when it has them.
    static func describe(_ tab: Tab) -> String {
        tab.id.rawValue + (tab.isEnabled ? "" : " (disabled)") + (tab.badge.map { " [\($0)]" } ?? "")
    }

    static func describe(_ tabs: [Tab]) -> String { "[" + tabs.map(describe).joined(separator: ", ") + "]" }

    static func describe(_ state: State) -> String {
        "tabs \(describe(state.tabs)), selection \(describe(state.selection))"
    }

    /// Two states that differ, written so that the difference shows (in full when the short
    /// form hides it).
    static func describe(_ one: State, _ other: State) -> (String, String) {
        let short = (describe(one), describe(other))
        guard short.0 == short.1 else { return short }
        return ("\(one.tabs), \(describe(one.selection))", "\(other.tabs), \(describe(other.selection))")
    }
}

extension ModelConformance.State {
    init(_ model: some TabBarModel) { self.init(tabs: model.tabs, selection: model.selection) }
}
