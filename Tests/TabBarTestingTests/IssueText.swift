import Testing

/// The text of an issue's comments, for `withKnownIssue(matching:)`.
func text(of issue: Issue) -> String {
    issue.comments.map(\.rawValue).joined(separator: "\n")
}
