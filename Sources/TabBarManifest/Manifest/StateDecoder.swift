import TabBarKit

/// Reads a saved bar state (`tabbar --restore FILE`): a JSON object with the five keys
/// `selection`, `order`, `badges`, `disabled` and `hidden`, as the script command `state` prints
/// it (its `kind` `"state"` and `t` are allowed, so that a printed line can be saved as it is).
///
/// It accepts and refuses exactly the documents that `TabBarState`'s `Codable` form does, so
/// that a state saved by an app restores in `tabbar` and back: keys it does not know are
/// ignored, at the top and in a badge object (a state written by a later version still
/// restores); every value it knows is spelled exactly (`"kind": "State"` is refused); a badge
/// is a string, `{"dot": true}`, or no badge for `{"dot": false}` and `null`. A leading UTF-8
/// byte order mark is skipped.
///
/// ```swift
/// let state = try StateDecoder.decode(bytes, path: "state.json")
/// presenter.restore(state)
/// ```
public enum StateDecoder {
    /// The keys of a state object that it reads; the first five are required, and any other
    /// key is ignored.
    public static let keys = ["selection", "order", "badges", "disabled", "hidden", "kind", "t"]

    /// Decodes a state.
    ///
    /// - Throws: ``ManifestError`` for malformed JSON, a missing key, a wrong type, a `kind`
    ///   other than `"state"`, or a badge that is neither a string, `null` nor `{"dot": bool}`.
    public static func decode(_ bytes: some Collection<UInt8>, path: String) throws(ManifestError)
        -> TabBarState
    {
        let (reader, root) = try ManifestDecoder.parse(bytes, path: path)
        let members = try reader.object(root, at: .root, keys: nil)
        if let kind = members.optional("kind"),
            try reader.string(kind, at: .root.appending("kind")) != "state"
        {
            throw reader.wrongType(kind, at: .root.appending("kind"), expected: "\"state\"")
        }
        if let time = members.optional("t") { _ = try reader.number(time, at: .root.appending("t")) }
        let selection = try reader.string(
            members.required("selection", reader: reader), at: .root.appending("selection"))
        let order = try ids(members.required("order", reader: reader), at: .root.appending("order"), reader)
        let disabled = try ids(
            members.required("disabled", reader: reader), at: .root.appending("disabled"), reader)
        let hidden = try reader.bool(
            members.required("hidden", reader: reader), at: .root.appending("hidden"))
        let badgesPath = JSONPath.root.appending("badges")
        let badgesValue = try members.required("badges", reader: reader)
        guard case .object(let entries) = badgesValue.kind else {
            throw reader.wrongType(badgesValue, at: badgesPath, expected: "an object")
        }
        var badges: [TabID: TabBadge] = [:]
        for entry in entries {
            if entry.value.kind == .null { continue }
            if let badge = try reader.badge(
                entry.value, at: badgesPath.appending(entry.key), ignoringUnknownKeys: true)
            {
                badges[TabID(entry.key)] = badge
            }
        }
        return TabBarState(
            selection: selection == TabID.reservedMore ? .more : .tab(TabID(selection)), order: order,
            badges: badges, disabled: disabled, hidden: hidden)
    }

    private static func ids(_ value: JSONValue, at path: JSONPath, _ reader: ManifestReader)
        throws(ManifestError)
        -> [TabID]
    {
        var ids: [TabID] = []
        for (index, element) in try reader.array(value, at: path).enumerated() {
            ids.append(TabID(try reader.string(element, at: path.appending(index))))
        }
        return ids
    }
}
