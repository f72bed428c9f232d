% A monospaced document with styles in code-like text.
@family mono
@title Monospaced notes

# Monospaced notes

The function {b:parse_value} returns {i:None} when the input is empty.
Do {u:not} call {s:old_helper} any more; use {bu:new_helper} instead.

The {bi:setup} key {is:timeout} was renamed to {ius:wait_seconds} in version 2.
Every {biu:required} entry must be set, {bis:optional} ones may be left out.
