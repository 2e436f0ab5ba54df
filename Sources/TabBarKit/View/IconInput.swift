/// Sets a tab icon's state-machine input (`input`), such as `hover` = `true`.
public struct IconInput: Equatable, Hashable, Sendable {
    /// The tab whose icon is driven.
    public var tab: TabID
    /// The input's name.
    public var name: String
    /// The value to set.
    public var value: Bool

    /// Creates an input change.
    public init(tab: TabID, name: String, value: Bool) {
        self.tab = tab
        self.name = name
        self.value = value
    }
}
