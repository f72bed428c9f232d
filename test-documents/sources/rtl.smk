% Right-to-left Hebrew with styles (DejaVu Sans has Hebrew in all four faces).
@family sans
@title Hebrew

# Hebrew text

The next paragraph is Hebrew, written right to left, with styled words.

@rtl
זהו טקסט רגיל עם {b:מילה מודגשת} ועם {i:מילה נטויה} וגם {u:קו תחתון} וגם {s:קו חוצה} בסוף
