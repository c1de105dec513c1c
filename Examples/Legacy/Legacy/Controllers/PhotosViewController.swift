import UIKit

class PhotosViewController: UITableViewController {
    var photos: [Photo] = [
        Photo(name: "日本橋人形町", area: "東京都中央区", body: "…"),
        Photo(name: "浅草", area: "東京都台東区", body: "…"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(showSettings))
        loadPhotos()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // Dequeued as "PhotoCell" by the helper; the prototype in Main.storyboard is still "Cell".
        let cell = tableView.dequeueReusableCell(PhotoCell.self, for: indexPath)
        cell.nameLabel.text = photos[indexPath.row].name
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        // "showDetails" is not the storyboard's "showDetail": this never matches and Detail crashes on `photo`.
        if segue.identifier == "showDetails" {
            let detail = segue.destination as! DetailViewController
            detail.photo = photos[tableView.indexPathForSelectedRow!.row]
        }
    }

    @objc func showSettings() {
        // Settings.storyboard holds SettingsViewController under the identifier "Settings".
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        navigationController?.pushViewController(settings, animated: true)
    }

    // Fetched and decoded right here: the screen cannot be shown, or tested, without the network.
    private func loadPhotos() {
        let url = URL(string: "https://example.com/photos.json")!
        URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard let data, let photos = try? JSONDecoder().decode([Photo].self, from: data) else { return }
            DispatchQueue.main.async {
                self?.photos = photos
                self?.tableView.reloadData()
            }
        }.resume()
    }
}
