; Print a string and wait for a key (MS-DOS .COM, 16-bit)
org 100h

start:
    mov dx, message
    mov ah, 09h
    int 21h

    mov ah, 00h
    int 16h

    mov ax, 4C00h
    int 21h

message db 'Press any key to exit...$'
