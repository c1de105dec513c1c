import UIKit

class ProfileViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var headerContainer: UIView!
    @IBOutlet weak var commentsTableView: UITableView!

    var comments = ["Nice!", "行ってみたい"]

    override func viewDidLoad() {
        super.viewDidLoad()
        // ProfileHeader.xib's root view is a ProfileHeaderView: the file name does not say so.
        let header = Bundle.main.loadNibNamed("ProfileHeader", owner: nil, options: nil)?.first as! ProfileHeaderView
        header.frame = headerContainer.bounds
        header.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        headerContainer.addSubview(header)

        commentsTableView.register(UINib(nibName: "CommentCell", bundle: nil), forCellReuseIdentifier: "commentCell")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return comments.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "commentCell", for: indexPath) as! CommentCell
        cell.commentLabel.text = comments[indexPath.row]
        return cell
    }
}
