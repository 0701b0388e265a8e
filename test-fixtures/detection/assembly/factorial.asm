; factorial(n) in x86-64, System V calling convention
        global  factorial
        section .text

factorial:
        mov     rax, 1
        cmp     rdi, 1
        jle     .done
.loop:
        imul    rax, rdi
        dec     rdi
        cmp     rdi, 1
        jg      .loop
.done:
        ret
