# expect: none
# stdin: ada lovelace
player_name = "Player"
lives = 3


def set_up_player():
    global player_name
    typed = input("Enter your name: ")
    if typed.strip() != "":
        player_name = typed.strip().title()
    print("Getting ready...")


def show_status():
    print(player_name, "has", lives, "lives left")


set_up_player()
show_status()
