% A landscape page with a paragraph rotated by ninety degrees.
@family serif
@page landscape
@title Rotated text

# Landscape page

This page is printed in landscape. It has {b:bold}, {i:italic}, {u:underlined} and {s:struck} words.

@rotate
Rotated {b:bold} and {u:underlined} words.
