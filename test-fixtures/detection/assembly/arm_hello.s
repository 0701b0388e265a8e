@ Hello world for 32-bit ARM Linux
    .data
msg:
    .ascii "Hello from ARM!\n"
len = . - msg

    .text
    .global _start
_start:
    mov r0, #1          @ stdout
    ldr r1, =msg        @ buffer
    ldr r2, =len        @ length
    mov r7, #4          @ sys_write
    swi 0

    mov r0, #0          @ exit code
    mov r7, #1          @ sys_exit
    swi 0
