/// The ANSI/VT100 control sequences the live mode uses.
public enum TerminalControl {
    /// Switches to the alternate screen, so the user's scrollback is left untouched.
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Switches back to the normal screen.
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hides the cursor.
    public static let hideCursor = "\u{1B}[?25l"
    /// Shows the cursor.
    public static let showCursor = "\u{1B}[?25h"
    /// Resets colours and attributes.
    public static let resetAttributes = "\u{1B}[0m"
    /// Moves the cursor to the top-left corner.
    public static let home = "\u{1B}[H"
    /// Clears from the cursor to the end of the line.
    public static let clearToEndOfLine = "\u{1B}[K"
    /// Clears from the cursor to the end of the screen.
    public static let clearToEndOfScreen = "\u{1B}[J"

    /// What the live mode writes when it starts.
    public static let start = enterAlternateScreen + hideCursor + home + clearToEndOfScreen
    /// What the live mode writes when it ends, whatever the reason: the terminal as it was.
    /// It ends with the reset and show-cursor sequences.
    public static let end = leaveAlternateScreen + resetAttributes + showCursor
}
