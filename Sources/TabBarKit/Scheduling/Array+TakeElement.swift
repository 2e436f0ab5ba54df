extension Array {
    /// Removes and returns the element at `index`, as `remove(at:)` does, but without a call to
    /// move the elements after it when there are none: the tables of waiting steps are short,
    /// and their last entry is often the one taken.
    mutating func takeElement(at index: Int) -> Element {
        index == count - 1 ? removeLast() : remove(at: index)
    }
}
