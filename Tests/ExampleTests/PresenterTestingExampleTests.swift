import Testing

/// The PresenterTesting example prints the final selection and what analytics recorded.
@Test func presenterTestingExample_printsAnalytics() throws {
    let run = try ExampleRunner.run("PresenterTesting")
    #expect(run.status == 0)
    #expect(
        run.output == """
            selected: account
            tab_selected tab=search from=home
            sign_in_prompt tab=account
            tab_selected tab=account from=search

            """)
}
