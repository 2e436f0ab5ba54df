import TabBarInputSupport
import TabBarKit

/// Walks a parsed manifest, checking keys and types and remembering where the values that
/// the model's rules look at came from.
struct ManifestReader {
    let bytes: [UInt8]
    let file: String
    private var tabsValue: JSONValue?
    private var idValues: [JSONValue] = []
    private var durationValues: [Int: JSONValue] = [:]
    private var maxVisibleValue: JSONValue?
    private var initialValue: JSONValue?
    private var widthValue: JSONValue?
    private var badgeLimitValue: JSONValue?

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: - The manifest's shape

    mutating func configuration(from root: JSONValue) throws(ManifestError) -> TabBarConfiguration {
        let top = try object(root, at: .root, keys: ManifestDecoder.topLevelKeys)
        let tabsPath = JSONPath.root.appending("tabs")
        let tabsValue = try top.required("tabs", reader: self)
        self.tabsValue = tabsValue
        var tabs: [Tab] = []
        for (index, value) in try array(tabsValue, at: tabsPath).enumerated() {
            tabs.append(try tab(from: value, at: tabsPath.appending(index), index: index))
        }
        var configuration = TabBarConfiguration(tabs: tabs)
        if let value = top.optional("maxVisible") {
            maxVisibleValue = value
            configuration.maxVisible = try integer(value, at: .root.appending("maxVisible"))
        }
        if let value = top.optional("initial") {
            initialValue = value
            configuration.initial = TabID(try string(value, at: .root.appending("initial")))
        }
        if let value = top.optional("layout") {
            configuration.layout = try layout(from: value, at: .root.appending("layout"))
        }
        if let value = top.optional("theme") {
            configuration.theme = try choice(value, at: .root.appending("theme"), as: Theme.self)
        }
        if let value = top.optional("tapPolicy") {
            configuration.tapPolicy = try choice(value, at: .root.appending("tapPolicy"), as: TapPolicy.self)
        }
        if let value = top.optional("reduceMotion") {
            configuration.reduceMotion = try bool(value, at: .root.appending("reduceMotion"))
        }
        if let value = top.optional("labels") {
            configuration.labels = try choice(value, at: .root.appending("labels"), as: LabelVisibility.self)
        }
        if let value = top.optional("badgeLimit") {
            badgeLimitValue = value
            configuration.badgeLimit = try integer(value, at: .root.appending("badgeLimit"))
        }
        if let value = top.optional("customizable") {
            configuration.customizable = try bool(value, at: .root.appending("customizable"))
        }
        return configuration
    }

    private mutating func tab(from value: JSONValue, at path: JSONPath, index: Int) throws(ManifestError)
        -> Tab
    {
        let members = try object(value, at: path, keys: ManifestDecoder.tabKeys)
        let idValue = try members.required("id", reader: self)
        idValues.append(idValue)
        var tab = Tab(
            id: TabID(try string(idValue, at: path.appending("id"))),
            title: try string(members.required("title", reader: self), at: path.appending("title")),
            icon: try string(members.required("icon", reader: self), at: path.appending("icon")),
            selectedIcon: try optionalString("selectedIcon", of: members))
        if let value = members.optional("badge") {
            tab.badge = try badge(value, at: path.appending("badge"))
        }
        if let value = members.optional("enabled") {
            tab.isEnabled = try bool(value, at: path.appending("enabled"))
        }
        if let value = members.optional("animation") {
            tab.animation = try animation(from: value, at: path.appending("animation"), index: index)
            try checkBindings(of: tab, in: value, at: path.appending("animation"))
        }
        return tab
    }

    private mutating func animation(from value: JSONValue, at path: JSONPath, index: Int)
        throws(ManifestError)
        -> IconAnimation
    {
        let members = try object(value, at: path, keys: ManifestDecoder.animationKeys)
        var animation = IconAnimation(
            file: try optionalString("file", of: members),
            artboard: try optionalString("artboard", of: members),
            stateMachine: try optionalString("stateMachine", of: members))
        if let value = members.optional("input") {
            animation.input = try string(value, at: path.appending("input"))
        }
        if let value = members.optional("duration") {
            durationValues[index] = value
            animation.duration = try duration(value, at: path.appending("duration"))
        }
        animation.selectedInput = try optionalString("selectedInput", of: members)
        animation.tapTrigger = try optionalString("tapTrigger", of: members)
        animation.badgeInput = try optionalString("badgeInput", of: members)
        return animation
    }

    /// Checks the animation's binding names (non-empty, distinct within the tab; the behaviour
    /// contract, Icon state machines), pointing at the key that breaks the rule: the empty one, or the
    /// later of two that share a name.
    private func checkBindings(of tab: Tab, in value: JSONValue, at path: JSONPath) throws(ManifestError) {
        guard let animation = tab.animation else { return }
        do {
            try animation.validateBindings(of: tab.id)
        } catch {
            let key: String
            switch error {
            case .emptyBindingName(_, let emptyKey): key = emptyKey
            case .duplicateBindingName(_, let name):
                let holders = animation.bindings.filter { $0.name == name }
                key = holders.count > 1 ? holders[1].key : "input"
            default: key = "input"
            }
            let members = try object(value, at: path, keys: ManifestDecoder.animationKeys)
            let place = members.optional(key)
            let keyPath = place == nil ? path : path.appending(key)
            throw self.error(
                .rule(error), at: place?.offset ?? value.offset, path: keyPath,
                "\(keyPath): \(error.description)")
        }
    }

    private mutating func layout(from value: JSONValue, at path: JSONPath) throws(ManifestError)
        -> TabBarLayout
    {
        let members = try object(value, at: path, keys: ManifestDecoder.layoutKeys)
        var layout = TabBarLayout()
        if let value = members.optional("width") {
            widthValue = value
            layout.width = try number(value, at: path.appending("width"))
        }
        if let value = members.optional("orientation") {
            layout.orientation = try choice(value, at: path.appending("orientation"), as: Orientation.self)
        }
        if let value = members.optional("direction") {
            layout.direction = try choice(value, at: path.appending("direction"), as: LayoutDirection.self)
        }
        return layout
    }

    // MARK: - Typed values

    /// The members of an object; a key not in `keys` is an error, unless `keys` is `nil` (a
    /// state file, which ignores keys it does not know).
    func object(_ value: JSONValue, at path: JSONPath, keys: [String]?) throws(ManifestError) -> Members {
        guard case .object(let members) = value.kind else {
            let what = path.isRoot ? "expected an object at the top level" : "\(path): expected an object"
            throw error(.wrongType, at: value.offset, path: path, "\(what), found \(value.typeDescription)")
        }
        guard let keys else { return Members(members: members, value: value, path: path) }
        for member in members where !keys.contains(member.key) {
            let suggestion = ClosestName.find(member.key, among: keys).map { "did you mean '\($0)'?" }
            let expected = "expected one of " + keys.map { "'\($0)'" }.joined(separator: ", ")
            throw error(
                .unknownKey, at: member.keyOffset, path: path.appending(member.key),
                "unknown key \(DiagnosticText.quoted(member.key)) \(path.placeDescription); \(suggestion ?? expected)"
            )
        }
        return Members(members: members, value: value, path: path)
    }

    func array(_ value: JSONValue, at path: JSONPath) throws(ManifestError) -> [JSONValue] {
        try cast(value, at: path, to: "an array") {
            if case .array(let elements) = $0 { elements } else { nil }
        }
    }

    func string(_ value: JSONValue, at path: JSONPath) throws(ManifestError) -> String {
        try cast(value, at: path, to: "a string") { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The string under `key`, or `nil` when the key is absent or `null`.
    func optionalString(_ key: String, of members: Members) throws(ManifestError) -> String? {
        guard let value = members.optional(key) else { return nil }
        return try string(value, at: members.path.appending(key))
    }

    /// A badge: a string as written (a count or text), or `{"dot": true}` for a dot;
    /// `{"dot": false}` is no badge (the behaviour contract, What people expect of a tab bar).
    func badge(_ value: JSONValue, at path: JSONPath, ignoringUnknownKeys: Bool = false) throws(ManifestError)
        -> TabBadge?
    {
        if case .string(let text) = value.kind { return TabBadge(text) }
        guard case .object = value.kind else {
            throw wrongType(value, at: path, expected: "a string or {\"dot\": true}")
        }
        let members = try object(value, at: path, keys: ignoringUnknownKeys ? nil : ["dot"])
        let dot = try bool(members.required("dot", reader: self), at: path.appending("dot"))
        return dot ? .dot : nil
    }

    func bool(_ value: JSONValue, at path: JSONPath) throws(ManifestError) -> Bool {
        try cast(value, at: path, to: "a boolean") { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    func number(_ value: JSONValue, at path: JSONPath) throws(ManifestError) -> Double {
        try cast(value, at: path, to: "a number") { if case .number(let number) = $0 { number } else { nil } }
    }

    /// What `extract` takes out of `value`, or a wrong-type error saying it expected `expected`.
    private func cast<Result>(
        _ value: JSONValue, at path: JSONPath, to expected: String, _ extract: (JSONValue.Kind) -> Result?
    ) throws(ManifestError) -> Result {
        guard let result = extract(value.kind) else {
            throw wrongType(value, at: path, expected: expected)
        }
        return result
    }

    func integer(_ value: JSONValue, at path: JSONPath) throws(ManifestError) -> Int {
        let number = try number(value, at: path)
        guard let whole = WholeNumber.exact(number) else {
            // The words of the flags' refusal (`--badge-limit 2.5`), with the JSON path for the flag.
            throw error(
                .wrongType, at: value.offset, path: path,
                "\(path): invalid value '\(number)'; expected \(WholeNumber.expected)")
        }
        return whole
    }

    /// Seconds, finite, at least 1 ms and at most ``ManifestDecoder/maximumDuration``, rounded
    /// to whole milliseconds.
    func duration(_ value: JSONValue, at path: JSONPath) throws(ManifestError) -> Duration {
        let seconds = try number(value, at: path)
        guard seconds >= 0.001 else {
            throw error(
                .invalidValue, at: value.offset, path: path,
                "\(path): duration \(seconds) is too short; it must be at least 0.001 seconds")
        }
        guard seconds <= ManifestDecoder.maximumDuration else {
            throw error(
                .invalidValue, at: value.offset, path: path,
                "\(path): duration \(seconds) is too long; it must be at most \(Int(ManifestDecoder.maximumDuration)) seconds"
            )
        }
        return WholeMilliseconds.duration(seconds: seconds)
    }

    func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, at path: JSONPath, as: Choice.Type
    )
        throws(ManifestError) -> Choice where Choice.RawValue == String
    {
        let text = try string(value, at: path)
        if let choice = Choice(rawValue: text) { return choice }
        let hint = DiagnosticText.choiceHint(for: text, among: Choice.allCases.map(\.rawValue))
        throw error(
            .invalidValue, at: value.offset, path: path,
            "\(path): unknown value \(DiagnosticText.quoted(text)); \(hint)")
    }

    // MARK: - Errors

    func wrongType(_ value: JSONValue, at path: JSONPath, expected: String) -> ManifestError {
        error(
            .wrongType, at: value.offset, path: path,
            "\(path): expected \(expected), found \(value.typeDescription)")
    }

    func error(_ reason: ManifestError.Reason, at offset: Int, path: JSONPath, _ message: String)
        -> ManifestError
    {
        ManifestError(
            reason: reason, file: file, path: path, location: TextPosition(offset: offset, in: bytes),
            message: message)
    }

    /// Maps a rule the configuration breaks to the value that breaks it.
    func ruleError(_ rule: TabBarError, in configuration: TabBarConfiguration) -> ManifestError {
        let tabs = JSONPath.root.appending("tabs")
        var place: (path: JSONPath, value: JSONValue?) = (.root, nil)
        switch rule {
        case .noTabs, .noEnabledTab:
            place = (tabs, tabsValue)
        case .malformedTabID(let id):
            if let index = configuration.tabs.firstIndex(where: { $0.id == id }) {
                place = (tabs.appending(index).appending("id"), idValues[index])
            }
        case .reservedTabID:
            if let index = configuration.tabs.firstIndex(where: { $0.id.rawValue == TabID.reservedMore }) {
                place = (tabs.appending(index).appending("id"), idValues[index])
            }
        case .duplicateTabID(let id):
            let indices = configuration.tabs.indices.filter { configuration.tabs[$0].id == id }
            if indices.count > 1 {
                place = (tabs.appending(indices[1]).appending("id"), idValues[indices[1]])
            }
        case .durationTooShort(let id, _):
            if let index = configuration.tabs.firstIndex(where: { $0.id == id }) {
                place = (
                    tabs.appending(index).appending("animation").appending("duration"), durationValues[index]
                )
            }
        case .maxVisibleTooSmall:
            place = (.root.appending("maxVisible"), maxVisibleValue)
        case .invalidWidth:
            place = (.root.appending("layout").appending("width"), widthValue)
        case .unknownTab, .disabledTab, .noMoreSlot:
            place = (.root.appending("initial"), initialValue)
        case .badgeLimitTooSmall:
            place = (.root.appending("badgeLimit"), badgeLimitValue)
        case .indexOutOfRange, .lastEnabledTab, .refused:
            break
        case .emptyBindingName(let id, _), .duplicateBindingName(let id, _):
            if let index = configuration.tabs.firstIndex(where: { $0.id == id }) {
                place = (tabs.appending(index).appending("animation"), nil)
            }
        }
        let description = rule.description
        let message = place.path.isRoot ? description : "\(place.path): \(description)"
        return error(.rule(rule), at: place.value?.offset ?? 0, path: place.path, message)
    }
}

extension ManifestReader {
    /// An object's members by key; `null` values count as absent for optional keys.
    struct Members {
        let members: [JSONMember]
        let value: JSONValue
        let path: JSONPath

        func optional(_ key: String) -> JSONValue? {
            guard let member = members.first(where: { $0.key == key }), member.value.kind != .null else {
                return nil
            }
            return member.value
        }

        func required(_ key: String, reader: ManifestReader) throws(ManifestError) -> JSONValue {
            guard let member = members.first(where: { $0.key == key }) else {
                throw reader.error(
                    .missingKey, at: value.offset, path: path.appending(key),
                    "missing key '\(key)' \(path.placeDescription)")
            }
            return member.value
        }
    }
}
