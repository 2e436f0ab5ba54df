import TabBarKit

/// The rules behind ``ModelConformance/Checks``: each call runs on a fresh model and is
/// compared with what the rules give; the cases that break one rule become one finding.
extension ModelConformance {
    /// What a model holds: what the checks compare.
    struct State: Equatable {
        var tabs: [Tab]
        var selection: Selection
    }

    /// The cases that broke one rule.
    struct Broken {
        var check: Checks
        var headline: String
        var fix: String
        /// The first case: where, and what was expected and what happened.
        var first: [String]
        /// The other cases: the call and the fixture.
        var others: [String] = []

        var finding: Finding {
            var lines = [headline, ""] + first.map { "  " + $0 } + [""]
            if !others.isEmpty {
                let some = others.prefix(2).joined(separator: "; ")
                let rest = others.count > 2 ? "; and \(others.count - 2) more" : ""
                lines += ["The same in \(others.count) more case(s): \(some)\(rest).", ""]
            }
            return Finding(check: check, message: (lines + [fix]).joined(separator: "\n"))
        }
    }

    /// Runs the checks on models made by one factory and gathers what breaks.
    struct Probe<Model: TabBarModel> {
        let checks: Checks
        let factory: (Fixture) throws -> Model
        private var broken: [Broken] = []

        init(checks: Checks, factory: @escaping (Fixture) throws -> Model) {
            self.checks = checks
            self.factory = factory
        }

        var findings: [Finding] { broken.map(\.finding) }

        mutating func run(_ fixture: Fixture) {
            guard make(fixture) != nil else { return }
            // The index and validate() are checked after the calls of the other checks.
            let everyCall = !checks.isDisjoint(with: [.index, .staysValid])
            if everyCall || checks.contains(.storedProperties) { checkStoredProperties(fixture) }
            if everyCall || checks.contains(.select) { checkSelect(fixture) }
            if everyCall || checks.contains(.replaceTabs) { checkReplaceTabs(fixture) }
            if everyCall || checks.contains(.edits) { checkEdits(fixture) }
        }

        // MARK: The rules

        private mutating func checkStoredProperties(_ fixture: Fixture) {
            let fix = """
                To fix, declare `var tabs: [Tab]` and `var selection: Selection` as stored properties \
                (or accessors that keep exactly what is assigned, and nothing else); the rules belong \
                in select(_:) and replaceTabs(_:).
                """
            var renamed = Array(fixture.tabs.reversed())
            renamed[0].title += " (renamed)"
            let assigned = State(tabs: renamed, selection: fixture.selection)
            expect(
                .storedProperties, "Assigning tabs", "tabs = \(ModelConformance.describe(renamed))", fixture,
                assigned, fix
            ) {
                $0.tabs = renamed
            }
            let hasMore = fixture.tabs.count > max(fixture.maxVisible, 2)
            for selection in fixture.tabs.map({ Selection.tab($0.id) }) + (hasMore ? [.more] : []) {
                let state = State(tabs: fixture.tabs, selection: selection)
                expect(
                    .storedProperties, "Assigning selection", "selection = \(selection)", fixture, state, fix
                ) {
                    $0.selection = selection
                }
            }
        }

        private mutating func checkSelect(_ fixture: Fixture) {
            let fix = """
                To fix, check the selection with validateSelection(_:) before storing it, or delete \
                your select(_:) to use the default.
                """
            let hasMore = fixture.tabs.count > max(fixture.maxVisible, 2)
            for target in fixture.tabs.map({ Selection.tab($0.id) }) + [.more, .tab("missing")] {
                let kind: String
                let allowed: Bool
                switch target {
                case .more:
                    (kind, allowed) = (
                        hasMore ? "select(.more) with a More slot" : "select(.more) without a More slot",
                        hasMore
                    )
                case .tab(let id):
                    let enabled = fixture.tabs.first { $0.id == id }?.isEnabled
                    kind =
                        switch enabled {
                        case true?: "select(_:) of an enabled tab"
                        case false?: "select(_:) of a disabled tab"
                        case nil: "select(_:) of an unknown id"
                        }
                    allowed = enabled == true
                }
                let expected = allowed ? State(tabs: fixture.tabs, selection: target) : nil
                expect(.select, kind, "select(\(ModelConformance.describe(target)))", fixture, expected, fix)
                {
                    (model) throws(TabBarError) in try model.select(target)
                }
            }
        }

        private mutating func checkReplaceTabs(_ fixture: Fixture) {
            let fix = """
                To fix, check the list with ModelConformance.validate(tabs:) before storing it, and end with \
                selectFirstEnabledTabIfSelectionIsGone(); or delete your replaceTabs(_:) to use the default.
                """
            let tabs = fixture.tabs
            var candidates: [(String, [Tab])] = [
                ("an empty list", []),
                ("a duplicate id", tabs + [tabs[0]]),
                (
                    "no enabled tab",
                    tabs.map {
                        var tab = $0; tab.isEnabled = false; return tab
                    }
                ),
                ("the reserved id `more`", tabs + [ModelConformance.tab("more")]),
                ("a list that keeps the selected tab", tabs.reversed() + [ModelConformance.tab("extra")]),
            ]
            switch fixture.selection {
            case .more:
                candidates.append(
                    ("a list too short for a More slot", Array(tabs.prefix(fixture.maxVisible))))
            case .tab(let id):
                candidates.append(("a list without the selected tab", tabs.filter { $0.id != id }))
                let disabled = tabs.map {
                    var tab = $0; tab.isEnabled = tab.isEnabled && tab.id != id; return tab
                }
                candidates.append(("a list where the selected tab is disabled", disabled))
            }
            for (label, candidate) in candidates {
                let expected = ModelConformance.settled(
                    candidate, selection: fixture.selection, maxVisible: fixture.maxVisible)
                expect(
                    .replaceTabs, "replaceTabs(_:) with \(label)",
                    "replaceTabs(\(ModelConformance.describe(candidate)))", fixture,
                    expected, fix
                ) { (model) throws(TabBarError) in try model.replaceTabs(candidate) }
            }
        }

        private mutating func checkEdits(_ fixture: Fixture) {
            let applyFix = """
                To fix, make apply(_:) leave the tabs that TabEdit.applied(to:) gives, throw before \
                changing anything, and end with selectFirstEnabledTabIfSelectionIsGone(); or delete your \
                apply(_:) to use the default, which goes through replaceTabs(_:).
                """
            let spelledFix = """
                To fix, make apply(_:) and replaceTabs(_:) keep the rules: the methods that spell an edit \
                run them, then selectFirstEnabledTabIfSelectionIsGone().
                """
            for edit in ModelConformance.edits(of: fixture) {
                let edited = try? edit.applied(to: fixture.tabs)
                let expected = edited.flatMap { (tabs: [Tab]) -> State? in
                    ModelConformance.settled(
                        tabs, selection: fixture.selection, maxVisible: fixture.maxVisible)
                }
                let call = ModelConformance.describe(edit)
                expect(.edits, "apply(.\(call.name))", "apply(.\(call.text))", fixture, expected, applyFix) {
                    (model) throws(TabBarError) in try model.apply(edit)
                }
                expect(.edits, call.method, call.text, fixture, expected, spelledFix) {
                    (model) throws(TabBarError) in
                    switch edit {
                    case .insert(let tab, let index): try model.insert(tab, at: index)
                    case .remove(let id): try model.remove(id)
                    case .setBadge(let badge, let id): try model.setBadge(badge, for: id)
                    case .setEnabled(let isEnabled, let id): try model.setEnabled(isEnabled, for: id)
                    }
                }
            }
            let ids = fixture.tabs.map(\.id)
            let moves: [(TabID, Int)] =
                ids.flatMap { id -> [(TabID, Int)] in [(id, 0), (id, ids.count - 1)] }
                + [(ids[0], ids.count), ("missing", 0)]
            for (id, index) in moves {
                var expected: State?
                if let from = ids.firstIndex(of: id), ids.indices.contains(index) {
                    var tabs = fixture.tabs
                    tabs.insert(tabs.remove(at: from), at: index)
                    expected = ModelConformance.settled(
                        tabs, selection: fixture.selection, maxVisible: fixture.maxVisible)
                }
                expect(.edits, "move(_:to:)", "move(\"\(id)\", to: \(index))", fixture, expected, spelledFix)
                {
                    (model) throws(TabBarError) in try model.move(id, to: index)
                }
            }
        }

        // MARK: Running one call

        /// Makes a fresh model of `fixture`, or reports why it cannot (`nil`).
        private mutating func make(_ fixture: Fixture) -> Model? {
            var model: Model
            do {
                model = try factory(fixture)
            } catch {
                report(
                    .storedProperties, "The factory threw for a valid fixture.",
                    [
                        "Fixture \(fixture): \(ModelConformance.describe(fixture.tabs)), maxVisible \(fixture.maxVisible)",
                        "Error: \(error)",
                    ],
                    fixture: fixture, call: "the factory",
                    fix: "To fix, make the factory return a model holding the fixture's tabs and maxVisible.")
                return nil
            }
            if model.selection != fixture.selection { model.selection = fixture.selection }
            let expected = State(tabs: fixture.tabs, selection: fixture.selection)
            guard State(model) == expected, model.maxVisible == fixture.maxVisible else {
                report(
                    .storedProperties, "The factory's model does not hold the fixture.",
                    [
                        "Fixture \(fixture):",
                        "Expected: \(ModelConformance.describe(expected)), maxVisible \(fixture.maxVisible)",
                        "Actual:   \(ModelConformance.describe(State(model))), maxVisible \(model.maxVisible)",
                    ], fixture: fixture, call: "the factory",
                    fix: """
                        To fix, make the factory pass the fixture's tabs and maxVisible to the model, and \
                        keep `selection` a stored property.
                        """)
                return nil
            }
            if let wrong = ModelConformance.indexDisagreement(model) {
                if checks.contains(.index) {
                    reportIndex(wrong, after: "a new model", "the factory", fixture)
                }
                return nil
            }
            return model
        }

        /// Runs `body` on a fresh model of `fixture` and compares what it leaves with `expected`
        /// (`nil`: it must throw and change nothing); then, if it succeeded, checks the index
        /// and (after a mutation, not an assignment) `validate()`.
        private mutating func expect(
            _ check: Checks, _ kind: String, _ call: String, _ fixture: Fixture, _ expected: State?,
            _ fix: String,
            _ body: (inout Model) throws(TabBarError) -> Void
        ) {
            guard var model = make(fixture) else { return }
            let before = State(model)
            var thrown: TabBarError?
            do throws(TabBarError) { try body(&model) } catch { thrown = error }
            let after = State(model)
            if checks.contains(check) {
                compare(
                    check, kind, call, fixture, expected, thrown: thrown, before: before, after: after, fix)
            }
            guard thrown == nil else { return }
            if let wrong = ModelConformance.indexDisagreement(model) {
                if checks.contains(.index) { reportIndex(wrong, after: kind, call, fixture) }
                return
            }
            // Assigning a stored property is storage, not a mutation that keeps the rules.
            guard checks.contains(.staysValid), check != .storedProperties else { return }
            do throws(TabBarError) {
                try model.validate()
            } catch {
                report(
                    .staysValid, "validate() fails after \(ModelConformance.lowercasingFirst(kind)).",
                    [
                        "\(call), on fixture \(fixture):", "Left: \(ModelConformance.describe(after))",
                        "validate() threw \(error)",
                    ],
                    fixture: fixture, call: call,
                    fix: """
                        To fix, leave a valid list (validate(tabs:)) and a selection of an existing tab, or \
                        `more` while a More slot exists, after every mutation: end it with \
                        selectFirstEnabledTabIfSelectionIsGone().
                        """)
            }
        }

        /// Reports what `call` did when the rules expected something else.
        private mutating func compare(
            _ check: Checks, _ kind: String, _ call: String, _ fixture: Fixture, _ expected: State?,
            thrown: TabBarError?, before: State, after: State, _ fix: String
        ) {
            let lines = { (expected: String, actual: String) in
                ["\(call), on fixture \(fixture):", "Expected: \(expected)", "Actual:   \(actual)"]
            }
            switch (expected, thrown) {
            case (nil, nil):
                report(
                    check, "\(kind) succeeded, but must throw.",
                    lines("a thrown error", ModelConformance.describe(after)),
                    fixture: fixture, call: call, fix: fix)
            case (nil, let error?):
                guard after != before else { return }
                let (old, new) = ModelConformance.describe(before, after)
                report(
                    check, "\(kind) threw, as it must, but changed the model.",
                    lines("\(old) (unchanged; it threw \(error))", new), fixture: fixture, call: call,
                    fix: fix)
            case (let expected?, let error?):
                report(
                    check, "\(kind) threw, but must succeed.",
                    lines(ModelConformance.describe(expected), "it threw \(error)"), fixture: fixture,
                    call: call, fix: fix)
            case (let expected?, nil):
                guard after != expected else { return }
                let (wanted, got) = ModelConformance.describe(expected, after)
                report(
                    check, "\(kind) left other tabs or another selection than the rules give.",
                    lines(wanted, got),
                    fixture: fixture, call: call, fix: fix)
            }
        }

        private mutating func reportIndex(
            _ wrong: (String, String), after kind: String, _ call: String, _ fixture: Fixture
        ) {
            report(
                .index, "index(of:) disagrees with tabs after \(ModelConformance.lowercasingFirst(kind)).",
                ["\(call), on fixture \(fixture):", "Expected: \(wrong.0)", "Actual:   \(wrong.1)"],
                fixture: fixture, call: call,
                fix: """
                    To fix, return the position of the tab in `tabs` (delete your index(of:) to use the \
                    default, a linear search), and keep an index of your own up to date in every mutation \
                    and in the `tabs` setter.
                    """)
        }

        private mutating func report(
            _ check: Checks, _ headline: String, _ lines: [String], fixture: Fixture, call: String,
            fix: String
        ) {
            if let index = broken.firstIndex(where: { $0.check == check && $0.headline == headline }) {
                broken[index].others.append("\(call) on \(fixture)")
            } else {
                broken.append(Broken(check: check, headline: headline, fix: fix, first: lines))
            }
        }
    }
}

// MARK: - The rules, restated

extension ModelConformance {
    /// What the rules leave after storing `tabs` with `selection`: `nil` when `tabs` is not a
    /// valid list; otherwise the selection kept when it still exists (its tab, or the More slot),
    /// or else the first enabled tab.
    static func settled(_ tabs: [Tab], selection: Selection, maxVisible: Int) -> State? {
        guard (try? DefaultTabBarModel.validate(tabs: tabs)) != nil,
            let first = tabs.first(where: \.isEnabled)
        else {
            return nil
        }
        let kept =
            switch selection {
            case .more: tabs.count > max(maxVisible, 2)
            case .tab(let id): tabs.contains { $0.id == id }
            }
        return State(tabs: tabs, selection: kept ? selection : .tab(first.id))
    }

    /// What `index(of:)` should have said and what it said, for the first id it gets wrong.
    static func indexDisagreement(_ model: some TabBarModel) -> (String, String)? {
        for (position, tab) in model.tabs.enumerated() {
            let found = model.index(of: tab.id)
            if found != position {
                return (
                    "index(of: \"\(tab.id)\") == \(position)",
                    "index(of: \"\(tab.id)\") == \(found.map(String.init) ?? "nil")"
                )
            }
        }
        for id: TabID in ["missing", "more"] {
            if let found = model.index(of: id) {
                return ("index(of: \"\(id)\") == nil", "index(of: \"\(id)\") == \(found)")
            }
        }
        return nil
    }

    /// Every edit the checks make on `fixture`: inserts (at both ends, out of range, a duplicate
    /// id, a malformed one, the reserved one), removals, badges and enabling, of each tab and of
    /// an unknown id.
    static func edits(of fixture: Fixture) -> [TabEdit] {
        let ids = fixture.tabs.map(\.id)
        let count = ids.count
        let inserts: [TabEdit] = [
            .insert(tab("extra"), at: 0), .insert(tab("extra"), at: count),
            .insert(tab("extra", isEnabled: false), at: 1),
            .insert(tab("extra"), at: count + 1), .insert(tab("extra"), at: -1),
            .insert(fixture.tabs[count - 1], at: 0),
            .insert(tab("Not Well-Formed"), at: 0), .insert(tab("more"), at: count),
        ]
        return inserts + (ids + ["missing"]).map { .remove($0) }
            + (ids + ["missing"]).map { .setBadge("3", for: $0) } + [.setBadge(nil, for: ids[0])]
            + (ids + ["missing"]).flatMap { [.setEnabled(false, for: $0), .setEnabled(true, for: $0)] }
    }

    /// How the reports write an edit: its case name, its call, and the method that spells it.
    static func describe(_ edit: TabEdit) -> (name: String, text: String, method: String) {
        switch edit {
        case .insert(let tab, let index):
            ("insert", "insert(\(describe(tab)), at: \(index))", "insert(_:at:)")
        case .remove(let id): ("remove", "remove(\"\(id)\")", "remove(_:)")
        case .setBadge(let badge, let id):
            (
                "setBadge", "setBadge(\(badge.map { "\"\($0)\"" } ?? "nil"), for: \"\(id)\")",
                "setBadge(_:for:)"
            )
        case .setEnabled(let isEnabled, let id):
            ("setEnabled", "setEnabled(\(isEnabled), for: \"\(id)\")", "setEnabled(_:for:)")
        }
    }

    /// `kind` inside a sentence: "Assigning tabs" becomes "assigning tabs".
    static func lowercasingFirst(_ kind: String) -> String {
        guard let first = kind.first, first.isUppercase else { return kind }
        return first.lowercased() + kind.dropFirst()
    }

    static func describe(_ selection: Selection) -> String {
        switch selection {
        case .more: ".more"
        case .tab(let id): ".tab(\"\(id)\")"
        }
    }

    /// A tab as the reports write it: its id, and `(disabled)` or its badge when it has them.
    static func describe(_ tab: Tab) -> String {
        var text = tab.id.rawValue
        if !tab.isEnabled { text += " (disabled)" }
        if let badge = tab.badge { text += " [\(badge)]" }
        return text
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
