% All sixteen combinations of bold, italic, underline and strike-through,
% styles that start and end mid-sentence next to punctuation, long runs that wrap, small print.
@family serif
@title Style combinations

# Sixteen style combinations

Every word in this list has its own mix of styles: plain {b:bold} {i:italic} {u:under} {s:struck}
{bi:boldital} {bu:boldunder} {bs:boldstruck} {iu:italunder} {is:italstruck} {us:understruck}
{biu:biunder} {bis:bistruck} {bus:bustruck} {ius:iustruck} {bius:allfour} and plain again.

## Runs inside sentences

The tenant must {b:pay the rent} on time and {i:never} later; the owner ({u:acting alone}) may {s:not} enter.
A run can end at a comma: {b:this one}, or at a stop: {i:like this}. A colon comes after {bu:Warning}: be careful!
Bracketed words [{u:stay inside}] and a question: is it {is:true}? The sale is {b:ending} {bi:soon}.

## Runs that wrap

{u:This long underlined sentence is written so that it surely runs past the end of one printed line and goes on to the next line of the page.}
Then {s:a struck passage that is also long enough to wrap around onto another line, so the strike must be drawn on both lines of text.}
And {bi:bold italic words that go on and on until the line has to wrap somewhere in the middle of this run of words.}

@small
Small print: {b:terms} and conditions apply. Valid {u:only} while stocks last; {s:old price} new price; {i:see the notes} below.
