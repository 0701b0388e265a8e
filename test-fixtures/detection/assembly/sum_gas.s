# Sum the numbers 1..10 and return it as the exit code (GNU as, AT&T syntax)
    .section .text
    .globl _start
_start:
    movq $0, %rax        # total
    movq $1, %rcx        # counter
loop:
    addq %rcx, %rax
    incq %rcx
    cmpq $10, %rcx
    jle loop

    movq %rax, %rdi      # exit code = total
    movq $60, %rax
    syscall
