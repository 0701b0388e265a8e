; Blink an LED on PB5 (Arduino pin 13), ATmega328P
.include "m328pdef.inc"

.org 0x0000
    rjmp reset

reset:
    ldi r16, (1 << PB5)
    out DDRB, r16

main_loop:
    sbi PORTB, PB5
    rcall delay
    cbi PORTB, PB5
    rcall delay
    rjmp main_loop

delay:
    ldi r18, 41
outer:
    ldi r19, 150
middle:
    ldi r20, 128
inner:
    dec r20
    brne inner
    dec r19
    brne middle
    dec r18
    brne outer
    ret
