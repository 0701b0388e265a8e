import 'dart:async';
import 'dart:convert';
import 'package:http/http.dart' as http;

class Post {
  final int id;
  final String title;

  Post({required this.id, required this.title});

  factory Post.fromJson(Map<String, dynamic> json) =>
      Post(id: json['id'] as int, title: json['title'] as String);
}

Future<List<Post>> fetchPosts() async {
  final response = await http.get(Uri.parse('https://jsonplaceholder.typicode.com/posts'));
  if (response.statusCode != 200) {
    throw Exception('Failed to load posts');
  }
  final List<dynamic> data = jsonDecode(response.body);
  return data.map((e) => Post.fromJson(e)).toList();
}

Future<void> main() async {
  try {
    final posts = await fetchPosts();
    print('Loaded ${posts.length} posts; first: ${posts.first.title}');
  } catch (e) {
    print('Error: $e');
  }
}
