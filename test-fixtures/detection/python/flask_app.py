from flask import Flask, jsonify, request

app = Flask(__name__)

books = [
    {"id": 1, "title": "Dune", "author": "Frank Herbert"},
    {"id": 2, "title": "Emma", "author": "Jane Austen"},
]


@app.route("/books", methods=["GET"])
def list_books():
    return jsonify(books)


@app.route("/books", methods=["POST"])
def add_book():
    data = request.get_json()
    book = {"id": len(books) + 1, "title": data["title"], "author": data["author"]}
    books.append(book)
    return jsonify(book), 201


@app.route("/books/<int:book_id>")
def get_book(book_id):
    for book in books:
        if book["id"] == book_id:
            return jsonify(book)
    return jsonify({"error": "not found"}), 404


if __name__ == "__main__":
    app.run(debug=True)
